import type { PortionOptions as PortionOptionTable } from "~/lib/catalog/menu.server";

/**
 * What a customer chooses when ordering (spec §2 /menu-options): every class type's portion
 * options — portion size and how many meal kits — with their prices.
 */
export function PortionOptions({ options }: { options: PortionOptionTable[] }) {
  return (
    <section className="section portion-options" aria-labelledby="portion-options-heading">
      <h2 id="portion-options-heading">Portion options</h2>
      <p className="muted">
        Every meal comes as a half portion or a full portion. Choose how many meal kits to take home; the price depends on how you cook with us. A class you
        cook in is priced per guest, a date night per couple.
      </p>
      <div className="portion-grid">
        {options.map((option) => (
          <article key={option.id} className="card portion-card" aria-labelledby={`class-type-${option.id}`}>
            <h3 className="card__title" id={`class-type-${option.id}`}>
              {option.name}
            </h3>
            <p className="muted">{option.description}</p>
            {option.price ? (
              <p className="portion-card__price">{option.price}</p>
            ) : (
              <table className="data-table portion-table">
                <caption className="visually-hidden">{option.name}: price by number of meals and portion</caption>
                <thead>
                  <tr>
                    <th scope="col">Meals</th>
                    {option.sizes.map((size) => (
                      <th scope="col" key={size.key}>
                        {size.name}
                        <span className="data-table__note">serves {size.serves}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {option.rows.map((row) => (
                    <tr key={row.mealCount}>
                      <th scope="row">{row.mealCount} meals</th>
                      {row.prices.map((price, index) => (
                        <td key={option.sizes[index]?.key} className="data-table__value">
                          {price ?? "—"}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
