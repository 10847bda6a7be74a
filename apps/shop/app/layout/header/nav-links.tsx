import { Link, NavLink, useLocation } from "react-router";
import { deviceCategoryGroups } from "../../catalogue/device-categories.ts";
import { useT } from "../../i18n/use-t.ts";
import { useLanguage } from "../../root-data.ts";
import { contentPages, productLayouts, type NavLinkItem } from "../navigation.ts";
import { Dropdown } from "./dropdown.tsx";

const itemClass =
  "block rounded-control px-3 py-2 font-semibold first-letter:uppercase hover:bg-surface-muted aria-[current=page]:text-primary-ink";

/** The spec's labels are lower-case ("handla"); shown with a capital, read as written. */
function Label({ text }: { text: string }) {
  return <span className="inline-block first-letter:uppercase">{text}</span>;
}

function LinkList({ items }: { items: NavLinkItem[] }) {
  const t = useT();
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className="block rounded-control px-2 py-1 hover:bg-surface-muted">
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The device categories by brand: the mega menu under "handla". */
function MegaMenu() {
  const t = useT();
  const language = useLanguage();
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {deviceCategoryGroups.map((group) => (
          <div key={group.label.en}>
            <p className="mb-1 font-bold">{group.label[language]}</p>
            <ul className="space-y-0.5 text-sm">
              {group.categories.map((category) => (
                <li key={category.path}>
                  <Link to={category.path} className="hover:underline">
                    {category.name[language]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-3 border-t border-line pt-2 text-sm">
        <Link to="/shop/shop_no_sidebar" className="font-semibold underline">
          {t("nav.allProducts")}
        </Link>
      </p>
    </div>
  );
}

/** The navigation entries; `layout` decides between the desktop bar and the mobile drawer. */
export function NavLinks({ layout }: { layout: "bar" | "drawer" }) {
  const t = useT();
  const { pathname } = useLocation();
  const bar = layout === "bar";
  const panel = bar ? "start-0" : "static mt-1 shadow-none";
  return (
    <ul className={bar ? "flex flex-wrap items-center gap-1" : "space-y-1"}>
      <li>
        <NavLink to="/" end className={itemClass}>
          {t("HOME")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/veckans-deal" className={itemClass}>
          {t("DEAL OF THE WEEK")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/page/about_us" className={itemClass}>
          {t("ABOUT")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/page/contact_us" className={itemClass}>
          {t("CONTACT")}
        </NavLink>
      </li>
      <li>
        <Dropdown
          key={pathname}
          label={<Label text={t("SHOP")} />}
          className={bar ? "static" : "relative"}
          summaryClassName={itemClass}
          panelClassName={bar ? "inset-x-4" : panel}
        >
          <MegaMenu />
        </Dropdown>
      </li>
      <li>
        <Dropdown
          key={pathname}
          label={<Label text={t("PRODUCT")} />}
          summaryClassName={itemClass}
          panelClassName={`${panel} w-64`}
        >
          <LinkList items={productLayouts} />
        </Dropdown>
      </li>
      <li>
        <Dropdown
          key={pathname}
          label={<Label text={t("PAGES")} />}
          summaryClassName={itemClass}
          panelClassName={`${panel} w-64`}
        >
          <LinkList items={contentPages} />
        </Dropdown>
      </li>
      <li>
        <NavLink to="/blogs" className={itemClass}>
          {t("BLOG")}
        </NavLink>
      </li>
    </ul>
  );
}
