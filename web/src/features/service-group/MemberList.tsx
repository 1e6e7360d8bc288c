// The members of the viewer's service group: name, role, and email and phone links
// (docs/product/service-group.md).
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MemberList_group$key } from '../../__generated__/MemberList_group.graphql';
import { useRoleName } from './labels.ts';
import * as styles from './service-group.css.ts';

export function MemberList({ group: key, groupName }: { group: MemberList_group$key; groupName: string }) {
  const group = useFragment(
    graphql`
      fragment MemberList_group on ServiceGroup {
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
  const { t } = useTranslation('serviceGroup');
  const roleName = useRoleName();
  return (
    <section className={styles.card} aria-labelledby="members-title">
      <div className={styles.row}>
        <h2 id="members-title" className={styles.cardTitle}>
          {t('members.title', { group: groupName })}
        </h2>
        <span className={styles.muted}>{t('members.count', { count: group.members.length })}</span>
      </div>
      <ul className={styles.list}>
        {group.members.map((member) => (
          <li key={member.id} className={styles.member}>
            <div className={styles.row}>
              <strong dir={member.isViewer ? undefined : 'auto'}>{member.isViewer ? t('nameYou', { name: member.name }) : member.name}</strong>
              <span className={styles.neutralBadge}>{roleName(member.role)}</span>
            </div>
            <div className={styles.contactLinks}>
              {member.email && (
                <a href={`mailto:${member.email}`} className={styles.contactLink}>
                  <Mail aria-hidden="true" className={styles.icon} />
                  <span className="visually-hidden">{t('members.email', { name: member.name })}: </span>
                  {member.email}
                </a>
              )}
              {member.phone && (
                <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink}>
                  <Phone aria-hidden="true" className={styles.icon} />
                  <span className="visually-hidden">{t('members.call', { name: member.name })}: </span>
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
