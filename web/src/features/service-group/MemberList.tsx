// The members of the viewer's service group (spec 02): name, role, and email and phone links.
import { graphql, useFragment } from 'react-relay';
import type { MemberList_group$key } from '../../__generated__/MemberList_group.graphql';
import * as styles from './service-group.css.ts';

export function MemberList({ group: key }: { group: MemberList_group$key }) {
  const group = useFragment(
    graphql`
      fragment MemberList_group on ServiceGroup {
        label
        members {
          id
          name
          role
          email
          phone
          isViewer
        }
      }
    `,
    key,
  );
  return (
    <section className={styles.card} aria-labelledby="members-title">
      <h2 id="members-title" className={styles.cardTitle}>
        Members of {group.label}
      </h2>
      <ul className={styles.list}>
        {group.members.map((member) => (
          <li key={member.id} className={styles.member}>
            <div className={styles.row}>
              <strong>{member.isViewer ? `${member.name} (you)` : member.name}</strong>
              <span className={styles.neutralBadge}>{member.role}</span>
            </div>
            <div className={styles.contactLinks}>
              {member.email && (
                <a href={`mailto:${member.email}`}>
                  <span className="visually-hidden">Email {member.name}: </span>
                  {member.email}
                </a>
              )}
              {member.phone && (
                <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>
                  <span className="visually-hidden">Call {member.name}: </span>
                  {member.phone}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
