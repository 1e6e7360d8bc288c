// The tables of "Import my data" (docs/product/export.md, "Import"): the records by area, in the
// preview and after the import, and the areas not imported, each one row per area with its name
// as the row's header and its figures or reason in the other columns.
import * as styles from './ImportMyData.css.ts';

export interface ImportTableColumn {
  label: string;
  /** Figures line up at the end; text starts at the start. */
  numeric: boolean;
}

export interface ImportTableRow {
  key: string;
  name: string;
  cells: (string | number)[];
}

export function ImportTable({ caption, columns, rows }: { caption: string; columns: ImportTableColumn[]; rows: ImportTableRow[] }) {
  const classOf = (column: ImportTableColumn | undefined) => (column?.numeric ? styles.number : styles.cell);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={classOf(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.cell}>
              {row.name}
            </th>
            {row.cells.map((cell, i) => (
              <td key={i} className={classOf(columns[i + 1])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
