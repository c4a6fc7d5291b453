import { Form, Link } from "@remix-run/react";
import { AntiForgeryField, SubmitButton } from "~/components/core/layout-kit";
import type { NewsletterLink, NewsletterLinkAnswer } from "~/lib/marketing/newsletter.server";

const WORDS = {
  confirm: {
    heading: "Confirm your newsletter",
    ask: "One click and our monthly menus and class dates come to your inbox.",
    button: "Confirm my subscription",
    done: "You’re subscribed",
    doneText: "The next newsletter is on its way to",
  },
  unsubscribe: {
    heading: "Unsubscribe from the newsletter",
    ask: "We’ll stop sending the newsletter to this address. Orders and class e-mails still come.",
    button: "Unsubscribe",
    done: "You’re unsubscribed",
    doneText: "We won’t send the newsletter again to",
  },
} as const;

/**
 * The page a newsletter e-mail's link opens (decision 030): a button that posts the link's token,
 * so a mail scanner that opens links changes nothing; the answer shows in place of the button.
 */
export function NewsletterLinkPage({ link, token, answer }: { link: NewsletterLink; token: string | null; answer?: NewsletterLinkAnswer }) {
  const words = WORDS[link];
  const broken = !token || answer?.error;
  return (
    <div className="narrow">
      <h1>{answer?.email ? words.done : words.heading}</h1>
      {answer?.email ? (
        <div role="status">
          <p className="lead">
            {words.doneText} <strong>{answer.email}</strong>.
          </p>
          <p>
            {link === "confirm" ? (
              <>
                Changed your mind? Every newsletter has an unsubscribe link at the bottom.{" "}
                <Link to="/choose-menu">See this month’s classes and meals</Link>
              </>
            ) : (
              <>
                Left by mistake? <Link to="/signup">Sign up again</Link>
              </>
            )}
          </p>
        </div>
      ) : broken ? (
        <div role="alert">
          <p className="lead">{answer?.error ?? "This link is not valid. Sign up again for a new one."}</p>
          <p className="link-line">
            <Link to="/signup">Sign up for the newsletter</Link>
          </p>
        </div>
      ) : (
        <Form method="post" aria-label={words.heading}>
          <AntiForgeryField />
          <input type="hidden" name="token" value={token} />
          <p className="lead">{words.ask}</p>
          <SubmitButton>{words.button}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
