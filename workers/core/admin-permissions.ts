// The back office's permission strings (decision 019) and the console's areas. Pure data: the api
// checks these on every admin route, the web shows an area only to those who hold its `view`.
//
// Every area has `<area>.view`, `.create`, `.update`, `.delete`; a few actions have their own,
// because they move money or cannot be undone: classes.cancel (refunds every paid seat),
// payments.refund, users.roles (grants power).

import { hasPermission } from "./permissions";

// Every area of the console (issues 8 and 10); a person sees those whose `view` they hold.
export const ADMIN_AREAS = [
  { key: "classes", label: "Classes", path: "/admin/classes" },
  // Read with classes.view (decision 047): a class type is part of the classes area.
  { key: "class-types", label: "Class types", path: "/admin/class-types", view: "classes.view" },
  { key: "locations", label: "Locations", path: "/admin/locations" },
  { key: "meals", label: "Meals & menus", path: "/admin/meals" },
  { key: "meal-cooked-statuses", label: "Kitchen board", path: "/admin/kitchen" },
  { key: "orders", label: "Orders", path: "/admin/orders" },
  { key: "promotions", label: "Promotions", path: "/admin/promotions" },
  { key: "registrations", label: "Registrations", path: "/admin/registrations" },
  { key: "class-requests", label: "Private class requests", path: "/admin/class-requests" },
  { key: "reviews", label: "Reviews", path: "/admin/reviews" },
  { key: "messages", label: "Messages", path: "/admin/messages" },
  { key: "subscribers", label: "Newsletter subscribers", path: "/admin/subscribers" },
  { key: "gift-cards", label: "Gift cards", path: "/admin/gift-cards" },
  // Read with orders.view (issue 26 part 5): order and gift card e-mails are the orders area's.
  { key: "emails", label: "E-mail", path: "/admin/emails", view: "orders.view" },
  { key: "calendars", label: "Calendars", path: "/admin/calendars" },
  { key: "newsroom", label: "Newsroom", path: "/admin/newsroom" },
  { key: "blogs", label: "Blog posts", path: "/admin/blogs" },
  { key: "users", label: "Users", path: "/admin/users" },
  { key: "reports", label: "Reports", path: "/admin/reports" },
  { key: "audit", label: "Audit log", path: "/admin/audit" },
  // Read with audit.view (decision 062): what the shop did by itself, beside what staff did.
  { key: "jobs", label: "Scheduled jobs", path: "/admin/jobs", view: "audit.view" },
] as const;

export type AdminAreaKey = (typeof ADMIN_AREAS)[number]["key"];

/** The permission to see an area at all: its own `view`, or `<area>.view`. */
export const viewPermission = (area: string): string => {
  const known = ADMIN_AREAS.find((candidate) => candidate.key === area);
  return known && "view" in known ? known.view : `${area}.view`;
};

/** Whether someone holding `permissions` may open any area of the console (the shop shows them "Console"). */
export const opensConsole = (permissions: readonly string[]): boolean => ADMIN_AREAS.some((area) => hasPermission(permissions, viewPermission(area.key)));

export const PERMISSIONS = {
  classesView: "classes.view",
  classesCreate: "classes.create",
  classesUpdate: "classes.update",
  classesDelete: "classes.delete",
  classesCancel: "classes.cancel",
  locationsView: "locations.view",
  locationsCreate: "locations.create",
  locationsUpdate: "locations.update",
  locationsDelete: "locations.delete",
  mealsView: "meals.view",
  mealsCreate: "meals.create",
  mealsUpdate: "meals.update",
  menusView: "menus.view",
  menusUpdate: "menus.update",
  kitchenView: "meal-cooked-statuses.view",
  kitchenUpdate: "meal-cooked-statuses.update",
  registrationsView: "registrations.view",
  registrationsUpdate: "registrations.update",
  promotionsView: "promotions.view",
  promotionsCreate: "promotions.create",
  promotionsUpdate: "promotions.update",
  promotionsDelete: "promotions.delete",
  ordersView: "orders.view",
  ordersUpdate: "orders.update",
  // Decision 081: book seats for a caller by phone (with registrations.update).
  ordersCreate: "orders.create",
  paymentsView: "payments.view",
  paymentsRefund: "payments.refund",
  usersView: "users.view",
  usersUpdate: "users.update",
  usersRoles: "users.roles",
  rolesView: "roles.view",
  auditView: "audit.view",
  reportsView: "reports.view",
  giftCardsView: "gift-cards.view",
  giftCardsCreate: "gift-cards.create",
  giftCardsUpdate: "gift-cards.update",
  calendarsView: "calendars.view",
  calendarsCreate: "calendars.create",
  calendarsUpdate: "calendars.update",
  calendarsDelete: "calendars.delete",
  newsroomView: "newsroom.view",
  newsroomCreate: "newsroom.create",
  newsroomUpdate: "newsroom.update",
  newsroomDelete: "newsroom.delete",
  blogsView: "blogs.view",
  blogsCreate: "blogs.create",
  blogsUpdate: "blogs.update",
  blogsDelete: "blogs.delete",
  classRequestsView: "class-requests.view",
  classRequestsUpdate: "class-requests.update",
  reviewsView: "reviews.view",
  reviewsUpdate: "reviews.update",
  // The inbox (decision 073): reading contact messages; replying and marking them done or open.
  messagesView: "messages.view",
  messagesReply: "messages.reply",
  // Newsletter subscribers: the list and its CSV; unsubscribing an address by hand.
  subscribersView: "subscribers.view",
  subscribersManage: "subscribers.manage",
} as const;

/** What each seeded role holds (spec §3 permission strings; admin's "*" implies everything). */
export const ROLE_GRANTS = {
  customer: [],
  employee: ["employee-links.view", "classes.view"],
  kitchen: [
    "employee-links.view",
    "classes.view",
    "meals.view",
    "menus.view",
    "meal-cooked-statuses.view,update",
  ],
  staff: [
    "employee-links.view",
    "classes.view,update",
    "locations.view",
    "registrations.*",
    "orders.view,create",
    "payments.view",
    "menus.view",
    "meals.view",
    "meal-cooked-statuses.view,update",
    "users.view",
    "gift-cards.view",
    "calendars.view",
    "class-requests.view,update",
    "reviews.view,update",
    "messages.view,reply",
  ],
  manager: [
    "employee-links.view",
    "classes.*",
    "locations.*",
    "registrations.*",
    "orders.*",
    "payments.*",
    "menus.*",
    "meals.*",
    "meal-cooked-statuses.*",
    "promotions.*",
    "gift-cards.*",
    "blogs.*",
    "calendars.*",
    "class-requests.*",
    "reviews.*",
    "messages.*",
    "subscribers.*",
    "newsroom.*",
    "reports.view",
    "users.view,update",
    "roles.view",
    "audit.view",
  ],
  admin: ["*"],
} as const satisfies Record<string, readonly string[]>;
