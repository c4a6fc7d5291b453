/**
 * What every page shows of a picture (responsive widths and its alt text): one fragment, spread
 * wherever a document selects a `picture` (issue 25: the selection was written out each time).
 */
import { graphql } from "../../../graphql/generated/client";

export const PictureFields = graphql(`
  fragment PictureFields on Picture {
    url
    width
    height
    srcset
    alt
  }
`);
