import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/core/layout-kit";
import { SELF_SERVICE_POLICY } from "../../workers/core/self-service";

export const meta = pageMeta("Our policies");

/** The shop's own policies; #classes is the cancel and move policy of decision 033. */
export default function Policies() {
  return (
    <div className="page">
      <h1>Our policies</h1>
      <section id="classes" className="card" aria-labelledby="classes-policy">
        <h2 id="classes-policy">Canceling and moving a class</h2>
        <ul>
          {SELF_SERVICE_POLICY.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        <p>
          Do it yourself from <Link to="/account/orders">your orders</Link>: each class there has Cancel and Move to another date while they are
          allowed. Booked as a guest? Sign up or sign in with the same e-mail, verified, and your orders appear in your account.
        </p>
      </section>
    </div>
  );
}
