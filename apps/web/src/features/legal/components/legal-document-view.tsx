import type { LegalDocument } from '../../../content/legal';
import styles from './legal-document-view.module.css';

/** One legal page's document: its heading, then each section in order (decision 041). */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className={styles.document}>
      <h1>{document.heading}</h1>
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.table && (
            // Narrow screens scroll the table alone, never the page (WCAG 1.4.10 allows it for tables).
            <div
              className={styles.tableScroll}
              tabIndex={0}
              role="region"
              aria-label={section.table.caption}
            >
              <table>
                <caption>{section.table.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{section.table.head[0]}</th>
                    <th scope="col">{section.table.head[1]}</th>
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map(([what, howLong]) => (
                    <tr key={what}>
                      <th scope="row">{what}</th>
                      <td>{howLong}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
