import { type ComponentType, useState } from "react";
import { adminButton } from "../buttons";

/** What each row of a year plan's list (a season, a closed period) is given. */
export interface PlanRowProps<T> {
  /** The row's number, in its fields' names. */
  index: number;
  /** The saved value; none for a row just added. */
  value?: T;
  year: number;
  errors: Partial<Record<string, string>>;
  onRemove: () => void;
}

/** Rows the owners add and remove; each keeps its number, so its fields keep their names. */
function useRows<T>(initial: readonly T[]) {
  const [rows, setRows] = useState(() => initial.map((value, id) => ({ id, value })));
  const [next, setNext] = useState(initial.length);
  return {
    rows,
    add: () => {
      setRows([...rows, { id: next, value: undefined as T | undefined }] as typeof rows);
      setNext(next + 1);
    },
    remove: (id: number) => setRows(rows.filter((row) => row.id !== id)),
  };
}

/** One list of a year plan under its heading and hint, and the button that adds a row. */
export function PlanRows<T>(props: {
  texts: { heading: string; hint: string; add: string };
  initial: readonly T[];
  Row: ComponentType<PlanRowProps<T>>;
  year: number;
  errors: Partial<Record<string, string>>;
}) {
  const { rows, add, remove } = useRows(props.initial);
  const { Row } = props;
  return (
    <section className="space-y-3">
      <h3 className="text-lg font-semibold">{props.texts.heading}</h3>
      <p className="text-sm text-stone-600">{props.texts.hint}</p>
      {rows.map((row) => (
        <Row
          key={row.id}
          index={row.id}
          value={row.value}
          year={props.year}
          errors={props.errors}
          onRemove={() => remove(row.id)}
        />
      ))}
      <button type="button" className={adminButton.secondary} onClick={add}>
        {props.texts.add}
      </button>
    </section>
  );
}
