import type { ChangeEvent } from "react";
import type { PortionChoices } from "~/lib/cart/cart-format";
import { SelectField } from "../core/SelectField";

interface PortionSelectsProps {
  choices: PortionChoices;
  sizeId: string;
  quantityId: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Tells the line's selects apart for assistive technology ("… for Taco Night"). */
  context?: string;
  disabled?: boolean;
}

/**
 * The portion size and meal count selects of a class (spec §3 portion_variation). Each option
 * shows the price the line would have with it, so the price of a choice is never a surprise.
 */
export function PortionSelects({ choices, sizeId, quantityId, onChange, context, disabled }: PortionSelectsProps) {
  const suffix = context ? <span className="visually-hidden"> for {context}</span> : null;
  return (
    <div className="portion-selects">
      <SelectField
        name="portionSizeId"
        label={<>Portion size{suffix}</>}
        options={choices.sizes}
        value={sizeId}
        onChange={onChange}
        disabled={disabled}
      />
      <SelectField
        name="portionQuantityId"
        label={<>Meals{suffix}</>}
        options={choices.quantities}
        value={quantityId}
        onChange={onChange}
        disabled={disabled}
      />
    </div>
  );
}
