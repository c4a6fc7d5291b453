/** The Reports area's GraphQL operations (issue 10, decision 029). */
import { graphql } from "../../../graphql/generated/client";

export const DeliveryAddressesReportDocument = graphql(`
  query DeliveryAddressesReport($from: String, $to: String) {
    deliveryAddressesReport(from: $from, to: $to) {
      from
      to
      days {
        date
        classes {
          classId
          className
          time
          meals
        }
        stops {
          orderNumber
          classId
          address {
            ...PostalAddressFields
          }
          portions
        }
      }
    }
  }
`);

export const OutstandingGiftCardBalanceReportDocument = graphql(`
  query OutstandingGiftCardBalanceReport($asOf: String, $from: String) {
    outstandingGiftCardBalanceReport(asOf: $asOf, from: $from) {
      asOf
      from
      totalCents
      disabledCents
      cards {
        id
        code
        status
        issuedAt
        initialCents
        balanceCents
      }
      trend {
        date
        totalCents
      }
    }
  }
`);

export const ManagementPayrollReportDocument = graphql(`
  query ManagementPayrollReport($from: String, $to: String) {
    managementPayrollReport(from: $from, to: $to) {
      from
      to
      setupMinutes
      cleanupMinutes
      lines {
        week
        hostId
        hostName
        hostEmail
        classes
        classMinutes
        extraMinutes
        totalMinutes
      }
      weeks {
        week
        totalMinutes
      }
      totalMinutes
    }
  }
`);
