/**
 * The catalog's pictures beyond meals and where a meal is offered (decision 039), read by their
 * own small operations so the class, list and meal pages only add a call and a component.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { graphql } from "../../../graphql/generated/client";
import { formatClassDate, formatClassTime } from "../../../workers/core/dates";
import { classHref } from "./catalog-format";
import { publicQuery } from "../core/graphql.server";
import type { HostCardData, MealOffering } from "~/components/catalog/CatalogPictures";
import type { MealPictureData } from "~/components/catalog/MealPicture";

const ClassPicturesDocument = graphql(`
  query ClassPictures($sku: String!) {
    class(idOrSku: $sku) {
      id
      classType {
        id
        picture {
          ...PictureFields
        }
      }
      host {
        id
        firstName
        lastName
        bio
        picture {
          ...PictureFields
        }
      }
    }
  }
`);

/** A class's picture (its type's, decision 039) and its host's card; nulls when there is none. */
export async function classPictures(context: AppLoadContext, sku: string): Promise<{ picture: MealPictureData | null; host: HostCardData | null }> {
  const { class: shopClass } = await publicQuery(context, ClassPicturesDocument, { sku });
  const host = shopClass?.host;
  return {
    picture: shopClass?.classType.picture ?? null,
    host: host ? { name: `${host.firstName} ${host.lastName}`, bio: host.bio, picture: host.picture ?? null } : null,
  };
}

const MealOfferingsDocument = graphql(`
  query MealOfferings($idOrSlug: String!) {
    meal(idOrSlug: $idOrSlug) {
      id
      offerings(first: 6) {
        id
        ...ClassWhereFields
        name
        date
        seatsLeft
      }
    }
  }
`);

/** The next classes, pickups and deliveries whose menu has the meal (at most 6). */
export async function mealOfferings(context: AppLoadContext, idOrSlug: string): Promise<MealOffering[]> {
  const { meal } = await publicQuery(context, MealOfferingsDocument, { idOrSlug });
  return (meal?.offerings ?? []).map((offering) => ({
    sku: offering.sku,
    href: classHref(offering),
    name: offering.name,
    date: formatClassDate(offering.date, offering.location.timezone),
    time: formatClassTime(offering.date, offering.location.timezone),
    kitchen: offering.location.name,
    kind: offering.fulfillment.name,
    full: offering.seatsLeft === 0,
  }));
}
