import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageMeta } from "~/components/core/layout-kit";

export const meta = pageMeta(
  "Storage and Cooking Tips",
  "How to freeze, thaw and cook our meal kits safely, with the safe internal temperatures for every kind of meal.",
);

/** Safe minimum internal temperatures (USDA), the ones our recipe cards refer to. */
const SAFE_TEMPERATURES = [
  { food: "Chicken and turkey, whole or ground", temperature: "165 °F", note: "No resting time needed." },
  { food: "Casseroles, leftovers and reheated meals", temperature: "165 °F", note: "Check the center." },
  { food: "Ground beef, pork and lamb", temperature: "160 °F", note: "Meatballs, meatloaf, burgers." },
  { food: "Egg dishes", temperature: "160 °F", note: "Breakfast bakes and quiche." },
  {
    food: "Beef, pork and lamb steaks, chops and roasts",
    temperature: "145 °F",
    note: "Then rest 3 minutes.",
  },
  {
    food: "Fish and shrimp",
    temperature: "145 °F",
    note: "Fish flakes easily with a fork; shrimp turn pearly and opaque.",
  },
];

/** The page's sections, in order: the table of contents links each by its shorter name. */
const SECTIONS: { id: string; toc: string; heading: string; body: ReactNode }[] = [
  {
    id: "freezer",
    toc: "Freezer storage",
    heading: "Freezer storage",
    body: (
      <>
        <ul className="bullets">
          <li>
            Freeze kits the day you bring them home, flat on a shelf until solid; then stand them up like
            files.
          </li>
          <li>Keep your freezer at 0 °F or colder. A cheap freezer thermometer tells you the truth.</li>
          <li>
            Enjoy kits within three months for the best flavor and texture. They stay safe longer, but quality
            fades.
          </li>
          <li>Every kit is labelled with its name and the date we made it; put the oldest in front.</li>
          <li>Sauces and marinades sit in the bag with the meat, so the meal flavors itself as it thaws.</li>
        </ul>
      </>
    ),
  },
  {
    id: "thawing",
    toc: "Thawing",
    heading: "Thawing",
    body: (
      <>
        <ol className="steps">
          <li>
            <strong>In the refrigerator (best):</strong> move tomorrow’s dinner from the freezer to the fridge
            tonight. Most kits thaw in 24 hours; large roasts take up to 48. Set the bag on a plate to catch
            drips.
          </li>
          <li>
            <strong>In cold water (faster):</strong> keep the kit sealed, submerge it in cold water and change
            the water every 30 minutes. A flat kit thaws in about an hour. Cook it right away.
          </li>
          <li>
            <strong>In the microwave (last resort):</strong> use the defrost setting, only for kits without
            breading, and cook immediately afterwards.
          </li>
        </ol>
        <p className="notice">
          Never thaw on the counter. The outside reaches the 40–140 °F “danger zone” hours before the middle
          thaws. Thawed kits keep in the refrigerator (40 °F or below) for up to two days; don’t refreeze raw
          meat that was thawed in water or the microwave.
        </p>
      </>
    ),
  },
  {
    id: "from-frozen",
    toc: "Cooking from frozen",
    heading: "Cooking from frozen",
    body: (
      <>
        <p>
          Forgot to thaw? Many kits cook straight from the freezer — the recipe card marks the ones that do.
        </p>
        <ul className="bullets">
          <li>
            <strong>Slow cooker:</strong> never start with a frozen block of meat; it sits too long in the
            danger zone. Thaw first, or cook it in the oven instead.
          </li>
          <li>
            <strong>Oven and casseroles:</strong> bake covered and add about half the cooking time again, then
            uncover for the last 15 minutes to brown.
          </li>
          <li>
            <strong>Skillet and sheet-pan meals:</strong> run the sealed bag under cold water for a minute so
            the contents slide out, separate pieces as they thaw and cook over medium heat.
          </li>
          <li>
            Always finish with a thermometer check: cooking times from frozen vary more than you’d expect.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "temperatures",
    toc: "Safe temperatures",
    heading: "Safe internal temperatures",
    body: (
      <>
        <p>
          Measure in the thickest part, away from bone. An instant-read thermometer is the best ten dollars
          you’ll spend in the kitchen.
        </p>
        <table className="data-table">
          <caption className="visually-hidden">Safe minimum internal temperatures</caption>
          <thead>
            <tr>
              <th scope="col">Food</th>
              <th scope="col">Cook to</th>
            </tr>
          </thead>
          <tbody>
            {SAFE_TEMPERATURES.map((row) => (
              <tr key={row.food}>
                <th scope="row">
                  {row.food}
                  <span className="data-table__note">{row.note}</span>
                </th>
                <td className="data-table__value">{row.temperature}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: "altitude",
    toc: "Cooking at altitude",
    heading: "Cooking at altitude",
    body: (
      <>
        <p>
          Logan sits at about 4,500 feet, where water boils near 203 °F instead of 212 °F. Simmered and
          braised meals can take 10 to 15 minutes longer than a sea-level recipe says, and pasta needs a bit
          more time too. Trust the thermometer and the fork, not the clock.
        </p>
        <p>
          Questions about a kit? Ask your chef at your next <Link to="/classes">class</Link>, or{" "}
          <Link to="/fulfillment">see how each way of ordering works</Link>.
        </p>
      </>
    ),
  },
];

export default function StorageAndCookingTips() {
  return (
    <div className="page prose-page">
      <section className="hero" aria-labelledby="tips-heading">
        <p className="eyebrow">From our kitchen to yours</p>
        <h1 id="tips-heading">Storage and cooking tips</h1>
        <p className="lead">
          Our kits are made to wait in your freezer until you need them. A few habits keep every dinner as
          good as the day we made it — and keep everyone at the table safe.
        </p>
      </section>

      <nav aria-label="On this page" className="toc">
        <ul>
          {SECTIONS.map(({ id, toc }) => (
            <li key={id}>
              <a href={`#${id}`}>{toc}</a>
            </li>
          ))}
        </ul>
      </nav>

      {SECTIONS.map(({ id, heading, body }) => (
        <section key={id} id={id} className="section" aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {body}
        </section>
      ))}
    </div>
  );
}
