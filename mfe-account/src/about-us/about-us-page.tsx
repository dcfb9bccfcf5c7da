import { AccountPage } from '../common/account-page';
import styles from './about-us.module.css';

const ABOUT_US_TITLE = 'About Us';

/** The public tables the app ships and imports (infra/api/reference-data/public/README.md). */
const DATA_SOURCES = [
  {
    name: 'USDA PLANTS Database',
    by: 'USDA Natural Resources Conservation Service, National Plant Data Team',
    use: 'the names and characteristics of about 2,000 plants beyond our own catalogue',
  },
  {
    name: 'U.S. Climate Normals 1981–2010',
    by: 'NOAA National Centers for Environmental Information',
    use: '9,900 weather stations and their frost dates',
  },
  {
    name: 'USDA Plant Hardiness Zone Map (2023)',
    by: 'USDA Agricultural Research Service and the PRISM Climate Group, Oregon State University',
    use: 'the hardiness zone of every ZIP code of the lower 48 states',
  },
];

/** help/aboutus (SPEC §2.4 About Us): what the app is, where its data comes from, which build. */
export function AboutUsPage() {
  return (
    <AccountPage title={ABOUT_US_TITLE} heading="About Thrive Garden">
      <div className={styles.about}>
        <p>
          Thrive Garden helps home gardeners choose plants that will thrive where they live and keep them
          healthy. Describe your yard and its zones, and every plant is scored for its sun, water and winter
          cold there; care tasks and tips follow the plants you grow.
        </p>
        <section aria-labelledby="about-data-heading">
          <h3 id="about-data-heading" className={styles.heading}>
            Where our data comes from
          </h3>
          <p>
            These public data sets, works of the U.S. Government, ship with the app and are used with thanks:
          </p>
          <ul className={styles.sources}>
            {DATA_SOURCES.map(({ name, by, use }) => (
              <li key={name}>
                <strong>{name}</strong>, {by}: {use}.
              </li>
            ))}
          </ul>
          <p>
            Our own catalogue of garden plants, their care and the marks of noxious and invasive weeds (from
            the federal and state noxious weed lists) are written by the Thrive Garden team.
          </p>
        </section>
        <p className={styles.version}>
          Version <span data-testid="build-id">{__BUILD_ID__}</span>
        </p>
      </div>
    </AccountPage>
  );
}
