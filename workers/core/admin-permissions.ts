// The back office's permission strings (decision 019) and the console's areas. Pure data: the api
// checks these on every admin route, the web shows an area only to those who hold its `view`.
//
// Every area has `<area>.view`, `.create`, `.update`, `.delete`; a few actions have their own,
// because they move money or cannot be undone: classes.cancel (refunds every paid seat),
// payments.refund, users.roles (grants power).

// Only areas that have screens are listed: promotions, gift cards, calendars and reports
// join when the second half of the console (issue 10) builds them.
export const ADMIN_AREAS = [
  { key: "classes", label: "Classes", path: "/admin/classes" },
  { key: "locations", label: "Locations", path: "/admin/locations" },
  { key: "meals", label: "Meals & menus", path: "/admin/meals" },
  { key: "meal-cooked-statuses", label: "Kitchen board", path: "/admin/kitchen" },
  { key: "orders", label: "Orders", path: "/admin/orders" },
  { key: "registrations", label: "Registrations", path: "/admin/registrations" },
  { key: "newsroom", label: "Newsroom", path: "/admin/newsroom" },
  { key: "blogs", label: "Blog posts", path: "/admin/blogs" },
  { key: "users", label: "Users", path: "/admin/users" },
  { key: "audit", label: "Audit log", path: "/admin/audit" },
] as const;

export type AdminAreaKey = (typeof ADMIN_AREAS)[number]["key"];

/** The permission to see an area at all. */
export const viewPermission = (area: string): string => `${area}.view`;

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
  ordersView: "orders.view",
  ordersUpdate: "orders.update",
  paymentsView: "payments.view",
  paymentsRefund: "payments.refund",
  usersView: "users.view",
  usersUpdate: "users.update",
  usersRoles: "users.roles",
  rolesView: "roles.view",
  auditView: "audit.view",
  newsroomView: "newsroom.view",
  newsroomCreate: "newsroom.create",
  newsroomUpdate: "newsroom.update",
  newsroomDelete: "newsroom.delete",
  blogsView: "blogs.view",
  blogsCreate: "blogs.create",
  blogsUpdate: "blogs.update",
  blogsDelete: "blogs.delete",
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
    "orders.view",
    "payments.view",
    "menus.view",
    "meals.view",
    "meal-cooked-statuses.view,update",
    "users.view",
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
    "newsroom.*",
    "reports.view",
    "users.view,update",
    "roles.view",
    "audit.view",
  ],
  admin: ["*"],
} as const satisfies Record<string, readonly string[]>;
