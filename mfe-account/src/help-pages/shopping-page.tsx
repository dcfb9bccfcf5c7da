import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import { HelpArticle, HelpSection, helpStyles as styles } from './help-article';

export const SHOPPING_TITLE = 'Buying Plants';

/**
 * help/shopping: the operator's default Shop link (an in-app path). Plain advice for buying
 * plants wherever the gardener shops; we sell nothing here and name no shop.
 */
export function ShoppingPage() {
  const carried = useCarriedLink();
  return (
    <HelpArticle title={SHOPPING_TITLE}>
      <p className={styles.lead}>
        A plant that starts healthy and suits your yard is most of the work done. A few minutes of looking
        before you buy saves a season of nursing a weak plant.
      </p>
      <HelpSection heading="Before you go">
        <ul className={styles.list}>
          <li>
            Make a list in the app: search for plants and save the ones you want to{' '}
            <Link to={carried('/users/favorites')}>My Favorite Plants</Link>. Their Thrive Scorecard tells you
            how well each suits the sun, water and winters of your zones.
          </li>
          <li>Note how much sun and space each spot gets, so you can check them against the tags.</li>
          <li>Take your phone: at the store, search a plant by name or photo to see how it would do.</li>
        </ul>
      </HelpSection>
      <HelpSection heading="Reading the plant tag">
        <ul className={styles.list}>
          <li>
            Look for the botanical name (in italics, such as <i>Salvia nemorosa</i>): common names vary,
            botanical names do not.
          </li>
          <li>
            Check the hardiness zone range against your yard&apos;s zone, and the sun and water needs against
            the spot you have in mind.
          </li>
          <li>Check the mature height and spread: the plant will grow to that size, not stay pot-sized.</li>
        </ul>
      </HelpSection>
      <HelpSection heading="Choosing a healthy plant">
        <ul className={styles.list}>
          <li>
            Pick plants with firm, evenly colored leaves and new growth, not the tallest one in the row.
          </li>
          <li>
            Look under the leaves and where they join the stems for insects, webbing, spots or sticky residue;
            leave behind any plant that has them, so they do not come home with you.
          </li>
          <li>Avoid wilted plants in wet soil, and soil that is green with moss or full of weeds.</li>
          <li>For flowering plants, more buds than open flowers means a longer show in your garden.</li>
        </ul>
      </HelpSection>
      <HelpSection heading="Checking the roots">
        <ul className={styles.list}>
          <li>
            Ask whether you may slide the plant out of its pot, or tip it and look at the drainage holes.
          </li>
          <li>Healthy roots are white or light tan and hold the soil together without being packed solid.</li>
          <li>
            Roots circling thickly around the pot, or growing out of the holes, mean the plant is pot-bound:
            it can recover, but loosen the roots when you plant it.
          </li>
          <li>Dark, mushy or bad-smelling roots mean rot: choose another plant.</li>
        </ul>
      </HelpSection>
      <HelpSection heading="Bringing them home">
        <ul className={styles.list}>
          <li>Keep plants out of a hot car, and water them when you get home.</li>
          <li>
            Give plants raised in a greenhouse a week of a few hours outside each day before planting them
            out.
          </li>
          <li>
            Add each plant to its zone in the app: its care tasks and Thrive Scorecard follow from there.
          </li>
        </ul>
      </HelpSection>
    </HelpArticle>
  );
}
