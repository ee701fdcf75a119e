import type { ReactNode } from 'react';
import { Link } from 'react-router';
import list from './ListPage.module.css';

/** A card's picture, loaded lazily, with its intrinsic size where the list knows it. */
export interface ListCardImage {
  /** Empty: a grey placeholder of the picture's shape stands in its place. */
  src: string | null | undefined;
  /** What the picture shows where it says more than the title (a product's); decorative (`alt=""`) if left out. */
  alt?: string;
  width?: number;
  height?: number;
}

/**
 * One card of a public card grid (`<ul className={list.cards}>`): its picture, a row of badges with the item's
 * category after them, the item's name as the link to it, then the card's own lines (its period, its facts). The
 * campaigns (CampaignList), the e-learning catalogue (CourseCatalogue) and a member's courses (MyCourses), the
 * creators' footholds (FootholdList) and the 소담상회 products (SodamShop) draw their cards with it; the shapes are
 * ListPage.module.css's `card*` classes, so a list that uses it needs no stylesheet of its own for the card.
 */
export function ListCard({
  image,
  badges,
  category,
  href,
  title,
  children,
}: {
  /** Left out: a card without a picture. */
  image?: ListCardImage;
  badges?: ReactNode;
  /** After the badges in the quieter meta style (an empty text still draws its place). */
  category?: ReactNode;
  href: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={list.card}>
      {image === undefined ? null : image.src ? (
        <img
          className={list.cardThumb}
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      ) : (
        <span className={list.cardThumb} aria-hidden="true" />
      )}
      <div className={list.cardBody}>
        <div className={list.badges}>
          {badges}
          {category === undefined ? null : <span className={list.meta}>{category}</span>}
        </div>
        <Link className={list.cardLink} to={href}>
          {title}
        </Link>
        {children}
      </div>
    </li>
  );
}
