import type { ClassDetailData } from "~/lib/catalog/class-detail.server";

/**
 * A class's own courses (decision 087): a date night's or cooking class's three, what a kids'
 * class makes — never the month's freezer meals. A theme we do not know says the menu is coming.
 */
export function ClassCourses({ courses, phone }: { courses: NonNullable<ClassDetailData["courses"]>; phone: string }) {
  return (
    <section className="section class-page__section" aria-labelledby="menu-heading">
      <h2 id="menu-heading">On the menu</h2>
      {courses.list ? (
        <>
          <p className="muted">{courses.intro}</p>
          <dl className="class-courses">
            {courses.list.map((course) => (
              <div key={course.dish} className="class-courses__item">
                <dt className="meal-list__type">{course.course}</dt>
                <dd className="class-courses__dish">{course.dish}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>Our chef announces this class’s menu a week before{phone.trim() !== "" ? `; call the kitchen at ${phone} to ask sooner` : ""}.</p>
      )}
    </section>
  );
}

/** What a class of its type includes, and who may come, wine and parking (decision 087). */
export function ClassGoodToKnow({ notes }: { notes: NonNullable<ClassDetailData["goodToKnow"]> }) {
  return (
    <>
      <section className="section class-page__section" aria-labelledby="included-heading">
        <h2 id="included-heading">What’s included</h2>
        <ul className="class-page__list">
          {notes.included.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="section class-page__section" aria-labelledby="good-to-know-heading">
        <h2 id="good-to-know-heading">Good to know</h2>
        <dl className="class-notes">
          <div>
            <dt>Age</dt>
            <dd>{notes.age}</dd>
          </div>
          <div>
            <dt>Wine</dt>
            <dd>{notes.wine}</dd>
          </div>
          <div>
            <dt>Parking</dt>
            <dd>{notes.parking}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
