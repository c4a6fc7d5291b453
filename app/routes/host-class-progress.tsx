import { Link } from "@remix-run/react";
import { buttonClassName } from "~/lib/core/button-class";
import { Modal } from "~/components/core/Modal";
import { pageMeta } from "~/lib/core/meta";

export const meta = pageMeta(
  "Plan a Private Class",
  "Book a private cooking class or meal-assembly party for 8 to 30 people at one of our Utah kitchens.",
);

const SAMPLE_MENUS = [
  {
    name: "Sunday Supper",
    dishes: "Slow-Cooker Pot Roast, Utah Funeral Potatoes, Honey Butter Dinner Rolls and a seasonal cobbler.",
  },
  {
    name: "Taco Night",
    dishes: "Pork al Pastor Street Tacos, Baja Fish Tacos, Cilantro-Lime Rice and fresh salsa.",
  },
  {
    name: "Freezer Stock-Up",
    dishes: "Assemble six freezer-ready dinners from this month’s menu, portioned for each household.",
  },
  {
    name: "Kids in the Kitchen",
    dishes: "Knife safety, measuring and real recipes for young chefs ages 7–14, with a take-home dinner.",
  },
];

export default function HostClassProgress() {
  return (
    <div className="page">
      <section className="hero prose-page" aria-labelledby="host-heading">
        <p className="eyebrow">Private parties</p>
        <h1 id="host-heading">Plan a Private Class</h1>
        <p className="lead">
          Reserve the kitchen for your family reunion, team, ward group or book club. A host runs the evening;
          you cook, laugh and leave with dinner.
        </p>
      </section>

      <div className="with-aside">
        <div>
          <section aria-labelledby="what-heading">
            <h2 id="what-heading">What a private class is</h2>
            <ul className="fact-list">
              <li>
                <strong>8 to 30 people.</strong> Smaller groups fit around one big table; larger ones spread
                across our prep stations.
              </li>
              <li>
                <strong>Your menu.</strong> Cook a meal together and eat it there, or assemble freezer dinners
                to take home.
                <br />
                <Modal
                  id="sample-menus"
                  title="Sample private-class menus"
                  trigger="See sample menus"
                  triggerClassName={buttonClassName({
                    color: "white",
                    size: "sm",
                    className: "fact-list__action",
                  })}
                >
                  <ul className="menu-samples">
                    {SAMPLE_MENUS.map((menu) => (
                      <li key={menu.name}>
                        <h3>{menu.name}</h3>
                        <p>{menu.dishes}</p>
                      </li>
                    ))}
                  </ul>
                  <p className="muted">Allergies or a special diet in the group? We’ll adjust any menu.</p>
                </Modal>
              </li>
              <li>
                <strong>Your location.</strong> Logan, Smithfield, Brigham City, Ogden, Layton, Salt Lake City
                or Provo.
              </li>
            </ul>
          </section>

          <section className="section" aria-labelledby="steps-heading">
            <h2 id="steps-heading">How to plan it</h2>
            <ol className="steps">
              <li>
                <strong>Tell us about your group</strong>: how many people, which kitchen and a few dates that
                work.
              </li>
              <li>
                <strong>Pick a menu with your host.</strong> We’ll suggest one for your group and price it per
                person.
              </li>
              <li>
                <strong>Reserve your date</strong> with a deposit, then share the sign-up link with your
                guests.
              </li>
              <li>
                <strong>Show up and cook.</strong> We shop, prep and clean up.
              </li>
            </ol>
          </section>
        </div>
        <aside className="cta-panel" aria-labelledby="cta-heading">
          <h2 id="cta-heading">Ready to gather your group?</h2>
          <p>Send us a note and a host will get back to you within two business days.</p>
          <p>
            <Link className={buttonClassName({ size: "lg" })} to="/contact?topic=PRIVATE_CLASS">
              Write to us to plan your class
            </Link>
          </p>
          <p className="muted">
            Prefer to join a public class first? <Link to="/classes">See upcoming classes</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
