/** The Calendars area's GraphQL operations (issue 10, decision 027). */
import { graphql } from "../../../graphql/generated/client";

/** A page of the calendars (decision 045). */
export const CalendarsDocument = graphql(`
  query Calendars($first: Int, $offset: Int) {
    calendars(first: $first, offset: $offset) {
      id
      name
      description
      timezone
      eventCount
      location {
        id
        name
      }
    }
  }
`);

/** One calendar: what an event's page names. */
export const CalendarDocument = graphql(`
  query Calendar($id: ID!) {
    calendar(id: $id) {
      id
      name
      timezone
    }
  }
`);

graphql(`
  fragment CalendarEventFields on CalendarEvent {
    id
    calendarId
    kind
    status
    title
    notes
    startDate
    endDate
    startTime
    endTime
    overlappingClasses {
      id
      name
      date
    }
  }
`);

export const CalendarWindowDocument = graphql(`
  query CalendarWindow($id: ID!, $from: String!, $to: String!) {
    calendarWindow(calendarId: $id, from: $from, to: $to) {
      calendar {
        id
        name
        description
        timezone
        location {
          id
          name
        }
      }
      events {
        ...CalendarEventFields
      }
      classes {
        id
        sku
        name
        date
        durationMinutes
      }
    }
  }
`);

export const CalendarEventDocument = graphql(`
  query CalendarEvent($id: ID!) {
    calendarEvent(id: $id) {
      ...CalendarEventFields
    }
  }
`);

export const CreateCalendarEventDocument = graphql(`
  mutation CreateCalendarEvent($calendarId: ID!, $input: CalendarEventInput!) {
    createCalendarEvent(calendarId: $calendarId, input: $input) {
      id
      overlappingClasses {
        id
      }
    }
  }
`);

export const UpdateCalendarEventDocument = graphql(`
  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {
    updateCalendarEvent(id: $id, input: $input) {
      id
      calendarId
      overlappingClasses {
        id
      }
    }
  }
`);

export const DeleteCalendarEventDocument = graphql(`
  mutation DeleteCalendarEvent($id: ID!) {
    deleteCalendarEvent(id: $id)
  }
`);

export const CalendarFormDocument = graphql(`
  query CalendarForm($id: ID!, $withCalendar: Boolean!) {
    calendar(id: $id) @include(if: $withCalendar) {
      id
      name
      description
      eventCount
      location {
        id
      }
    }
    adminLocations {
      location {
        id
        name
        calendarId
      }
    }
  }
`);

export const CreateCalendarDocument = graphql(`
  mutation CreateCalendar($id: ID!, $input: CalendarInput!) {
    createCalendar(id: $id, input: $input) {
      id
    }
  }
`);

export const UpdateCalendarDocument = graphql(`
  mutation UpdateCalendar($id: ID!, $input: CalendarInput!) {
    updateCalendar(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCalendarDocument = graphql(`
  mutation DeleteCalendar($id: ID!) {
    deleteCalendar(id: $id)
  }
`);
