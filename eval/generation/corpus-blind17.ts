/**
 * Licence and sources. The prompts are descriptions of sample databases and example applications, read on 2026-11-30 in
 * the stored copies of public GitHub repositories (commit beside each; quoted VERBATIM except where marked):
 *
 *   bhavay1998/employees_mysql (ef603e5ce6b3; LICENSE: Apache License 2.0): practice_scripts/schema_ddl_test/README.md,
 *     "About the sales database" (HTML italics removed).
 *   yugabyte/yugabyte-db (LICENSE.md: source "variously licensed under the Apache License 2.0 and the Polyform Free
 *     Trial License 1.0.0", the latter for the `-managed` builds; the docs carry no Polyform notice and are taken as
 *     Apache-2.0): docs/content/v2.6/sample-data/chinook.md (07e9776bbec3), "About the Chinook database";
 *     docs/content/stable/sample-data/northwind.md (0a61b1bd9e1b), "About the Northwind sample database" (bold removed);
 *     docs/content/stable/sample-data/pgexercises.md (01b0643bf681), "About the PgExercises sample database" (link
 *     target removed); docs/content/stable/sample-data/retail-analytics.md (07e9776bbec3), "About the Retail Analytics
 *     database" (bold removed). Under the Apache License 2.0: unmodified excerpts apart from markup, credited here.
 *   microsoft/sql-server-samples (481085dc9572; license.txt: MIT, "Copyright (c) Microsoft Corporation"):
 *     samples/databases/futon-manufacturing/README.md, its first paragraph; its "Overview" and "Features" as edits (bold
 *     removed). MIT terms: permission is granted to deal in the Software without restriction, provided the copyright
 *     notice and this permission notice are included; THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
 *   s1davide/frontend-hotels-app (9cb44e6b6321; its README states "This project is licensed under the MIT License"; no
 *     licence file in the snapshot): README.md, the welcome paragraph; its "Features" as edits.
 *   The study pair's sources (django/django, BSD 3-Clause; datacharmer/test_db, CC BY-SA 3.0 as its README states) are
 *     credited in corpus-e29.ts.
 *
 * A HELD-OUT batch (h19) of the thirteenth genre, **the READMEs of sample databases and example applications**: the
 * paragraph in which a developer says what fictional business or domain a demo schema or a framework's reference app
 * models ("The X sample database represents a fictional ... store"; "a sample application that lets owners ..."),
 * written for people learning SQL or a framework, naming tables and entities as the records and often listing them.
 * Written blind by `bld` on 2026-11-30 in the twenty-third generation session, on main d374efc, before any rule change
 * of that session; the generator was never run on these rows with --verbose.
 *
 * Method, fixed in writing before any search result was read. Search order: the search tool's code corpus, one query
 * each, in this order: "sample database README represents fictional company tables", "sample database DVD rental
 * store", "Chinook sample database digital media store", "Northwind sample database", "sample employees database
 * README", "sample application petclinic README", "RealWorld example app Medium clone", "example app README domain
 * model entities", "Django example project README models", "Rails sample app README", "Laravel demo application
 * README"; then the docs corpus with the first three; then find_repos/find_files/read_file/fetch on the repositories
 * they surface (to read the README and the root licence). Results read in the order returned. Selection rule: keep a
 * sample when (1) its repository's stored copy has a licence file I can read (public domain/CC0, permissive, or
 * share-alike), or the README states the licence; (2) its description says what domain the sample models and names
 * at least two kinds of record (tables, entities, or things users do that leave a record); (3) it is the sample's own
 * description, not a SQL tutorial, install notes or a framework's feature list; (4) it is not a sample already kept
 * (ports of one sample database to other engines count as the same sample; the first copy read is kept). Cut: the
 * creation prompt is the description verbatim (markdown emphasis, link targets, images and badges removed, hard line
 * wraps joined), from the first paragraph that says what the sample models to the next heading, at most three
 * paragraphs, a list kept when the prose introduces it. Edits: later parts of the same README (or the doc it links for
 * its schema) that name something stored (a table, entity, field, status or link) the creation prompt does not, the
 * first three that qualify in file order, verbatim; two rewordings are fixed here: a bare noun phrase (a table name or
 * list item) gets "Add " in front, and a declarative line ("The app keeps ...") becomes an imperative with its own
 * words. A sample whose later parts name nothing further gives no edit. Every fourth kept sample goes to the study
 * pair e29/x29 (corpus-e29.ts, corpus-x29.ts), the rest here. Expectations are what a careful reader expects from the
 * prompt alone (entities, key fields with types, relations; for edits their effects), written from the text alone,
 * without the sample's own schema files and before the generator was run on them.
 *
 * Second round, added in writing after the first round's results were read (it gave eight kept samples, fewer than
 * the 12-20 aimed at) and before any of these was run: the code corpus, one query each, in this order: "Contoso
 * University sample application students courses enrollments", "Symfony demo application blog posts comments",
 * "eShopOnWeb sample catalog basket orders", "classicmodels sample database scale model cars", "Pagila sample
 * database", "AdventureWorks sample database bicycles", "sample application bookstore authors books README",
 * "example app hotel booking sample domain README", "JPetStore sample application", "sample database library books
 * loans README"; same selection rule, cut and edit rule; kept samples continue the same count for every fourth.
 *
 * Third round, added in writing after the second round's results were read (one more kept sample, nine in all) and
 * before any of these was run: the code corpus, one query each, in this order: "sample app README fictitious company
 * Azure-Samples", "Supabase example app README tables", "Prisma example README models User Post", "reference
 * application sample README fictional business", "MVC Music Store sample application albums genres", "demo app
 * README seed data fictional store"; same rules.
 *
 * Fourth and last round, added in writing after the third gave no kept sample (nine in all) and before any of these
 * was run: the docs corpus, one query each, in this order, results counted only when they are GitHub repositories:
 * "sample database fictional company tables customers orders GitHub", "example application sample data model
 * README GitHub", "sample database hospital patients doctors appointments", "sample database school students
 * teachers classes"; same rules.
 *
 * What happened, stated plainly. Yield was the bottleneck, for two reasons: the best-known samples (DVD rental/Sakila,
 * Pagila, Northwind, classicmodels, Conduit) are copied into hundreds of student repositories that carry no licence, and
 * framework example apps rarely describe their domain (the Spring PetClinic, Rails and Laravel READMEs give only build
 * steps). Three interpretations were needed to apply the fixed rules, written down here: (a) a line that only says what
 * the page or folder is for ("can be used to explore and learn YugabyteDB", "to test the key elements of the DDL") is not
 * the paragraph that says what the sample models, so the cut starts at the paragraph that does; (b) install steps,
 * test output, code blocks and SQL exploration questions are install notes (rule 3) and give no edits; (c) a sample
 * counts when its README presents it as a sample, example, demo or tutorial application or database, or as a fictional
 * business; students' own course projects do not. Left out, by rule: no licence in the stored copy or the repository
 * not identifiable (rule 1): xxshenanigans/DA_Study, Sathiadak/SQL_Practice, thaothaii/SQL-Exercises and
 * varu-n1/DVD-Rental-Database (DVD rental), burzekj/sql_projects (Northwind), seryozhabaleyko/conduit-medium-clone
 * (Conduit), fbasini/ContosoUniversity, sofiyatanveer/mysql-classicmodels-project, MindweaveTech/sme-sim-sample ("free to
 * use for ... evaluation"), DrZIn-dev/SAD-Assignments, Grace-goodluck/HospitalManagementDB, mbourdo/cs3319,
 * walkert20/HospitalProject, HChandramania/SQL-Sample-Database (no snapshot), and excerpts that named no repository
 * (tickit, Parch & Posey, AdventureWorks, a pet-clinic summary); names fewer than two kinds of record (rule 2): the
 * company DB of Abdulbashir1234/DB-SQL, MySQL's employees copies of the first round, codito/mssql-expt's Northwind,
 * SportsDB, WideWorldImporters, AdventureWorks and pubs in microsoft/sql-server-samples, Pagila (devrimgunduz/pagila,
 * microsoft/pgtoolsservice), the Java pet stores, the Conduit introduction in gothinkster/realworld, Hamazon; not a
 * sample's own description (rule 3): Generation-UK-I's challenge, a SQL comment listing Northwind's tables, a seed-data
 * guide, course projects (hotel, library, bookstore, hospital, school); same sample as one kept (rule 4): the other
 * Chinook and Northwind copies, and the Sakila copies (Sakila is the DVD rental sample). Kept, in the order read: sales
 * (round 1, query 1), Chinook (query 3), Northwind (query 4), Django's poll app (query 9, found in django/django by the
 * tutorial's path), then from the repositories surfaced: PgExercises, Retail Analytics (yugabyte), futon manufacturing
 * (microsoft/sql-server-samples), employees (datacharmer/test_db); round 2: the Hotel Booking Sample App; rounds 3 and 4
 * kept nothing. The 4th and 8th (Django polls, employees) are in e29/x29. Here: 7 creations and 5 edits (only the futon
 * and hotel READMEs have later parts that name something stored outside install notes), far below the 12-20 and 20-35
 * aimed at; the batch is kept small rather than loosening the rules after reading.
 *
 * Split 'heldout': only totals may be read. Same expectation DSL as corpus.ts.
 */

import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits, lines, links } from './corpus-dsl.ts';

const h = creations('heldout', 'h19');

const he = edits('heldout', 'h19');



/** The descriptions, in the order kept (sources in the header). */
const P = {
  sales: lines(
    'The sales database contains 4 tables:',
    '- customers: contains personal information on specific customers shopping at the retailer.',
    '- companies: contains associated manufacturer information of the specific product sold.',
    '- products: contains product-level information of the specific product sold.',
    '- sales: contains sales records of a retailer who specialises in consumer products (CPG retailer).',
  ),
  chinook: lines(
    'The Chinook data model represents a digital media store, including tables for artists, albums, media tracks, invoices and customers.',
    '- Media-related data was created using real data from an Apple iTunes library.',
    '- Customer and employee information was created using fictitious names and addresses that can be located on Google maps, and other well formatted data (phone, fax, email, etc.)',
    '- Sales information was auto generated using random data for a four year period.',
    'The Chinook sample database includes:',
    '- 11 tables',
    '- A variety of indexes, primary and foreign key constraints',
    '- Over 15,000 rows of data',
    "For details, here's the entity relationship diagram of the Chinook data model.",
  ),
  northwind: lines(
    'The Northwind database is a sample database that was originally created by Microsoft and used as the basis for their tutorials in a variety of database products for decades. The Northwind database contains the sales data for a fictitious company called “Northwind Traders,” which imports and exports specialty foods from around the world. The Northwind database is an excellent tutorial schema for a small-business ERP, with customers, orders, inventory, purchasing, suppliers, shipping, employees, and single-entry accounting. The Northwind database has since been ported to a variety of non-Microsoft databases, including PostgreSQL.',
    'The Northwind dataset includes sample data for the following.',
    '- Suppliers: Suppliers and vendors of Northwind',
    '- Customers: Customers who buy products from Northwind',
    '- Employees: Employee details of Northwind traders',
    '- Products: Product information',
    '- Shippers: The details of the shippers who ship the products from the traders to the end-customers',
    '- Orders and Order_Details: Sales Order transactions taking place between the customers & the company',
    'The Northwind sample database includes 14 tables and the table relationships are showcased in the following entity relationship diagram.',
  ),
  pgexercises: lines(
    'The PgExercises sample database is based on the sample dataset used for the PostgreSQL Exercises tutorial website. The dataset is for a new country club, with a set of members, facilities, and booking history.',
    'The PostgreSQL Exercises website includes 81 exercises designed to be used as a companion to the official PostgreSQL documentation. The exercises on the PgExercises site range from simple SELECT statements and WHERE clauses, through JOINs and CASE statements, then on to aggregations, window functions, and recursive queries.',
    "For further details about the data, see the PostgresSQL Exercises' Getting Started page.",
  ),
  retail: lines(
    'The Retail Analytics dataset includes sample data in the following tables:',
    '- Products: Product information',
    '- Users: Customers who have bought products',
    '- Orders: Orders made by customers',
    '- Reviews: Product reviews',
  ),
  futon:
    'A comprehensive SQL Server database designed for a futon manufacturing business with multi-level bill of materials (BOM), inventory management, production tracking, and sales operations.',
  hotel:
    'Welcome to the Hotel Booking Sample App! This application, built with React, serves as a sample for users to explore hotel search and booking functionality for their travels.',
};

const SUPPLIER = 'Supplier|Vendor';
const ORDER_LINE = 'OrderDetail|OrderDetails|OrderItem|OrderLine|LineItem|OrderProduct';
const CUSTOMER_R = 'User|Customer';
const ITEM = 'Item|Product|Futon|Material|RawMaterial|FinishedGood';
const BOM = 'BillOfMaterials|BillOfMaterial|Bom|BomItem|BomLine|BomComponent|Component|Assembly';
const INVENTORY = 'Inventory|InventoryItem|InventoryLevel|Stock|StockLevel|StockItem|InventoryRecord';
const PRODUCTION = 'ProductionOrder|WorkOrder|Production|ProductionRun|ProductionJob|ManufacturingOrder';
const SALE = 'SalesOrder|Sale|Order|CustomerOrder';
const BOOKING = 'Booking|Reservation|HotelBooking';

export const BLIND17_CREATE_CASES: CreateCase[] = [
  h('sales', P.sales, {
    Customer: 'name',
    'Company|Manufacturer': 'name',
    Product: 'name, >Company|Manufacturer',
    'Sale|SalesRecord|SaleRecord|Sales': '>Product, >Customer',
    '?Retailer': '',
  }),
  h('chinook', P.chinook, {
    Artist: 'name',
    Album: 'title|name, >Artist',
    'Track|MediaTrack|Song': 'name|title, >Album',
    'Invoice|Sale': '>Customer, date:date|datetime',
    Customer: 'name, address, phone, email:email',
    Employee: 'name',
    '?Genre': '',
    '?MediaType': '',
    '?InvoiceLine|InvoiceItem|LineItem': '',
    '?Playlist': '',
  }),
  h('northwind', P.northwind, {
    [SUPPLIER]: 'name',
    Customer: 'name',
    Employee: 'name',
    Product: `name, >${SUPPLIER}`,
    Shipper: 'name',
    Order: '>Customer, >Shipper',
    [ORDER_LINE]: '>Order, >Product',
    '?Inventory|Stock': '',
    '?Purchase|PurchaseOrder': '',
    '?Shipment|Shipping': '',
    '?Category': '',
    '?Account|Transaction|LedgerEntry|AccountingEntry': '',
    '?Company|Trader': '',
  }),
  h('pgexercises', P.pgexercises, {
    Member: 'name',
    Facility: 'name',
    Booking: '>Member, >Facility, start|date|time:datetime|date',
    '?Exercise': '',
    '?Club|CountryClub': '',
  }),
  h('retail', P.retail, {
    Product: 'name',
    [CUSTOMER_R]: 'name',
    Order: `>${CUSTOMER_R}, >Product`,
    Review: '>Product',
  }),
  h('futon', P.futon, {
    [ITEM]: 'name',
    [BOM]: `>${ITEM}`,
    [INVENTORY]: `>${ITEM}, quantity|qty|on_hand:count|number`,
    [PRODUCTION]: `>${ITEM}`,
    [SALE]: `>${ITEM}`,
    '?Customer': '',
    '?Warehouse|Location': '',
    '?Supplier': '',
    '?Business|Manufacturer|Company': '',
  }),
  h('hotel', P.hotel, {
    Hotel: 'name',
    [BOOKING]: '>Hotel, check_in|start|arrival|date:date|datetime',
    '?User|Traveler|Guest|Customer': '',
    '?Room': '',
    '?Search|Travel|Trip': '',
  }),
];

export const BLIND17_EDIT_CASES: EditCase[] = [
  // futon manufacturing: its "Overview" (declarative, made imperative) and the first two features that name records
  he(
    'futon-1',
    P.futon,
    'Manage the complete manufacturing lifecycle for a futon manufacturer that produces finished futons from raw materials (fill, fabric, frames) through intermediate components (pillows, mattresses, frames) to finished goods.',
    [
      `${ITEM}.type|item_type|kind|category|level=raw_material/component/finished_good|raw_materials/components/finished_goods|raw/intermediate/finished|raw_material/intermediate_component/finished_good`,
    ],
  ),
  he('futon-2', P.futon, 'Inventory Management: Track inventory across multiple warehouses with transaction history', [
    '+Warehouse',
    links(`${INVENTORY}|${ITEM}`, 'Warehouse'),
    '+InventoryTransaction|Transaction|StockTransaction|StockMovement|InventoryMovement|Movement',
  ]),
  he('futon-3', P.futon, 'Production Management: Work orders, production completions, and work center capacity tracking', [
    '+WorkOrder|ProductionOrder',
    '+ProductionCompletion|Completion',
    '+WorkCenter',
    'WorkCenter.capacity:count|number',
  ]),
  // hotel booking sample: the first two features that name something stored
  he('hotel-1', P.hotel, 'View hotel details, including amenities, location, and room types.', [
    'Hotel.location|address|city',
    'Hotel.amenities|amenity',
    '+Room',
    'Room.type|room_type',
  ]),
  he('hotel-2', P.hotel, 'Make reservations for selected rooms.', ['+Room', links(BOOKING, 'Room')]),
];
