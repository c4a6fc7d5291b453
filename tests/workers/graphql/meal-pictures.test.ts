/** A meal's picture over GraphQL (decision 024): a multipart upload, the picture on the public meal, refusals, body limits. */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "../../../workers/graphql/plugins/limits-config";
import { MAX_UPLOAD_REQUEST_BYTES } from "../../../workers/graphql/plugins/request-size";
import { bandedJpeg } from "../../support/jpeg";
import { bandedPng } from "../../support/png";
import { ok, refused, seededToken } from "./cart-fixtures";
import { operationBody, WEB_PAGE } from "./request";

const MANAGER = seededToken("daniel.olsen@cachevalleykitchen.com");

const SET_PICTURE = `mutation ($id: ID!, $picture: File!, $alt: String) {
  setMealPicture(id: $id, picture: $picture, alt: $alt) { meal { id picture { url width height srcset alt } } }
}`;
const PUBLIC_MEAL = `query ($id: String!) { meal(idOrSlug: $id) { name picture { url width height srcset alt } } }`;

interface PictureAnswer {
  url: string;
  width: number;
  height: number;
  srcset: string | null;
  alt: string;
}

const pngFile = async (width: number, height: number, name = "soup.png") => new File([await bandedPng(width, height)], name, { type: "image/png" });

async function post(body: ReturnType<typeof operationBody>): Promise<{ status: number; body: { errors?: Array<{ extensions?: { code?: string } }> } }> {
  const response = await exports.default.fetch("https://graphql.internal/graphql", { method: "POST", ...body });
  return { status: response.status, body: (await response.json()) as never };
}

describe("a meal's picture over GraphQL", () => {
  it("uploads a picture that the public meal then shows, at its own size, and removes it", async () => {
    const picture = await pngFile(120, 90);
    const { setMealPicture } = await ok<{ setMealPicture: { meal: { picture: PictureAnswer } } }>(SET_PICTURE, { id: "6", picture, alt: "Soup in a blue bowl" }, MANAGER);
    expect(setMealPicture.meal.picture).toMatchObject({ width: 120, height: 90, srcset: null, alt: "Soup in a blue bowl" });
    expect(setMealPicture.meal.picture.url).toMatch(/^\/media\/meals\/6\/[0-9a-f]{32}\.png$/);
    const { meal } = await ok<{ meal: { picture: PictureAnswer } }>(PUBLIC_MEAL, { id: "6" });
    expect(meal.picture).toEqual(setMealPicture.meal.picture);

    const { removeMealPicture } = await ok<{ removeMealPicture: { meal: { picture: null } } }>(
      'mutation { removeMealPicture(id: "6") { meal { picture { url } } } }',
      {},
      MANAGER,
    );
    expect(removeMealPicture.meal.picture).toBeNull();
    expect((await ok<{ meal: { picture: null } }>(PUBLIC_MEAL, { id: "6" })).meal.picture).toBeNull();
  });

  it("offers a wide picture's smaller widths as its srcset (decision 031)", async () => {
    const photo = new File([await bandedJpeg(1000, 500)], "wide.jpg", { type: "image/jpeg" });
    const { setMealPicture } = await ok<{ setMealPicture: { meal: { picture: PictureAnswer } } }>(SET_PICTURE, { id: "7", picture: photo }, MANAGER);
    const { url, srcset } = setMealPicture.meal.picture;
    const base = url.replace(/\.jpg$/, "");
    expect(srcset).toBe(`${base}-480w.jpg 480w, ${base}-960w.jpg 960w, ${url} 1000w`);
  });

  it("passes the api's refusal of a file that is not a picture on as BAD_USER_INPUT with its field message", async () => {
    const notPicture = new File(["GIF89a not really"], "cat.gif", { type: "image/gif" });
    const error = await refused(SET_PICTURE, { id: "6", picture: notPicture }, MANAGER);
    expect(error.extensions.code).toBe("BAD_USER_INPUT");
    expect(error.extensions.fields?.picture).toEqual(["The file is not a JPEG, PNG or WebP picture."]);
  });

  it("reads at most 100,000 bytes of an operation, and a picture's worth more only for the web console's uploads", async () => {
    const padding = "#".repeat(MAX_REQUEST_BODY_BYTES);
    const json = await post(operationBody(`{ ok } ${padding}`, {}, WEB_PAGE));
    expect(json.status).toBe(413);
    expect(json.body.errors?.[0]?.extensions?.code).toBe("REQUEST_ENTITY_TOO_LARGE");

    // A 300 KB picture: fine from the console, too large from anyone else (a partner's request).
    const big = new File([new Uint8Array(300_000)], "big.png", { type: "image/png" });
    const partner = await post(operationBody(SET_PICTURE, { id: "6", picture: big }, { authorization: `Bearer ${MANAGER}` }));
    expect(partner.status).toBe(413);
    expect(partner.body.errors?.[0]?.extensions?.code).toBe("REQUEST_ENTITY_TOO_LARGE");
    const console_ = await post(operationBody(SET_PICTURE, { id: "6", picture: big }, { ...WEB_PAGE, authorization: `Bearer ${MANAGER}` }));
    expect(console_.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const huge = new File([new Uint8Array(MAX_UPLOAD_REQUEST_BYTES)], "huge.png", { type: "image/png" });
    const tooBig = await post(operationBody(SET_PICTURE, { id: "6", picture: huge }, { ...WEB_PAGE, authorization: `Bearer ${MANAGER}` }));
    expect(tooBig.status).toBe(413);
  });
});
