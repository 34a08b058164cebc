/**
 * Licence and sources. (Filled in as questions are kept: each question's address, asker and licence version.) Stack
 * Exchange posts are licensed under Creative Commons Attribution-ShareAlike (CC BY-SA 2.5 for posts before 2011-04-08,
 * CC BY-SA 3.0 before 2018-05-02, CC BY-SA 4.0 since; https://stackoverflow.com/help/licensing); this file, as far as
 * it quotes them, is shared under the same licence, and credits each question by its address beside its row.
 *
 * A HELD-OUT batch (h20) of the fourteenth genre, **database-design questions on Stack Overflow and the Stack
 * Exchange sites** (Database Administrators, Software Engineering, …): the question a developer posts when they are
 * building an app and ask how to lay out its tables ("I'm building an app where users can …; how should I design the
 * database?"), in the first person, describing their own domain, its records and rules in ordinary words, often with
 * doubts, alternatives, half-designs and "Also, each X can have …". Written blind by `bld` on 2026-11-30 in the
 * twenty-fourth generation session, on main a88067d, before any rule change of that session; the generator was never
 * run on these rows with --verbose. Not used before: h15's writer searched for such questions but kept none (its
 * header says why) and chose encyclopedia articles instead.
 *
 * Method, fixed in writing (this header, committed) before any search result was read.
 *
 * Search order, round 1: the search tool's `pages` corpus (stored public web pages), one query each, in this order:
 *   1 "stackoverflow database design for an app where users can"
 *   2 "dba.stackexchange database design question tables for my application"
 *   3 "how should I design the database schema for my app stack overflow"
 *   4 "I'm building an app where users database schema question"
 *   5 "database design booking reservation system tables question stackoverflow"
 *   6 "database design school management students classes teachers question"
 *   7 "database schema for inventory management question stackoverflow"
 *   8 "database design recipes ingredients tables question"
 *   9 "database design for e-commerce products orders question stackoverflow"
 *  10 "how to design database for a social network app friends posts"
 *  11 "database design for a survey application questions answers"
 *  12 "database design library management system question"
 *  13 "database design hotel reservation rooms question dba"
 *  14 "database design for a gym membership app question"
 *  15 "database design for a clinic patients appointments question"
 *  16 "relational database design for tracking question stack exchange"
 * Results are read in the order returned (query by query).
 *
 * Selection rule: keep a question when (1) the page is the question on stackoverflow.com or a *.stackexchange.com site,
 * or a copy that names the original question's address on one of them (a copy that names neither the site nor the
 * address is skipped: it cannot be credited as the licence asks); (2) the asker describes an app or system they build or
 * need (their own domain), not a textbook exercise, homework statement or a question about SQL syntax, performance,
 * ORMs or one column's type; (3) its description names at least two kinds of record (or one record and a
 * record-keeping activity on another); (4) it is not a question already kept (same asker and domain, or a copy of one).
 *
 * Cut: the creation prompt is the question's body, verbatim (inline code marks and markdown emphasis removed, link
 * targets removed, whitespace trimmed, line breaks between paragraphs and list items kept), from its start to the
 * first code block, SQL, table listing or proposed schema the asker writes, at most three paragraphs (a list belongs
 * to the paragraph introducing it); greetings, thanks and sign-offs are dropped; the title is not prepended. Answers are
 * never used. Edits: the source has no edit requests, so, as for h10-h15, the base is the cut's first paragraph (or its
 * text before a list), verbatim, and a request is a later sentence or list item of the cut that names a record, field,
 * status or link the base does not, verbatim, the first three that qualify in order; two rewordings are fixed here: a
 * bare noun phrase gets "Add " in front, and a declarative sentence ("Each user can have several addresses.") becomes an
 * imperative with its own words ("Let each user have several addresses."). A question whose cut is one paragraph with
 * no list gives no edit. Every fourth kept question goes to the study pair e30/x30 (corpus-e30.ts, corpus-x30.ts), the
 * rest are here.
 *
 * Expectations are what a careful reader expects from the prompt alone (required entities for what it clearly stores,
 * `?` for plausible ones such as users and roles only named as actors, key fields with types where the text says or
 * plainly implies them, the links it implies; for edits their effects), written from the text alone, without the
 * answers or the asker's proposed schema, before the generator was run on them.
 *
 * Second round, added in writing after the first round's results were read (it kept one question, found in a stored
 * Kiwix copy of Stack Overflow whose address names the question's number) and before any of these was run: the same
 * `pages` corpus, one query each, in this order, phrased as askers phrase their questions (first person, the domain and
 * its records):
 *   1 "I am developing a web application for a veterinary clinic and need help designing the database tables for pets owners visits"
 *   2 "I'm creating a website where users can rent equipment, how should I structure the tables for items rentals and customers"
 *   3 "I am working on an application for a football league, teams players matches, how to design the database"
 *   4 "I'm building a real estate website with properties agents and listings, what is the best database design"
 *   5 "I'm building a car rental application, database structure for cars customers reservations"
 *   6 "I am designing a database for an online course platform with courses lessons students enrollments"
 *   7 "I am making a ticketing system for events, database design for events tickets seats orders"
 *   8 "I'm working on a project management tool, database schema for projects tasks users comments"
 *   9 "I am building a restaurant ordering app, database tables for menu items orders tables"
 *  10 "I am designing the database for a job board where companies post jobs and candidates apply"
 *  11 "I am building a blog with posts, tags and comments, how should I design the tables"
 *  12 "I'm developing a point of sale system for a small shop, database design for products sales"
 *  13 "I am creating a database for a music collection with artists albums tracks playlists"
 *  14 "I'm building an app for tracking expenses and budgets between roommates, database design"
 *  15 "I am developing a hospital management system, tables for doctors patients wards admissions"
 *  16 "I want to design a database for a timesheet application employees projects hours"
 *  17 "I'm building a dating app, how to store user profiles, likes and matches in the database"
 *  18 "database design for a multi-tenant SaaS app with companies users invoices, I'm building"
 *  19 "I'm building an app where parents can book classes for their children, database design"
 *  20 "I am working on a fleet management application with vehicles drivers trips fuel, database design"
 * Same selection rule, cut, edit rule and count for every fourth. A copy's address counts as naming the question when
 * it contains the site's name and the question's number (as the Kiwix copies' addresses do,
 * ".../stackoverflow.com_en_all_2023-11/questions/<number>/<slug>"); the question is credited at
 * https://stackoverflow.com/questions/<number>.
 *
 * Third round, added in writing after the second round's results were read (one more kept, two in all; the questions
 * that surfaced read as a request for feedback on a design) and before any of these was run: the same corpus, one
 * query each, in this order, phrased as such a request:
 *   1 "I am designing a database for a small business and would like feedback, is this a good design"
 *   2 "database design question: users can create events and invite other users, how should I model this"
 *   3 "I'm designing a database for a veterinary clinic, is there any flaw in my design"
 *   4 "how to model a database for a rental shop where customers rent items, is this design correct"
 *   5 "I need to design a database for a sports club with members, teams and matches, any suggestions"
 *   6 "I am designing a database for a school where students enroll in courses taught by teachers, is my design good"
 *   7 "database design for an inventory of items stored in warehouses and shelves, is this normalized"
 *   8 "I have to design a database for a hotel with rooms, guests and bookings, am I doing this right"
 *   9 "database design for a recipe website where users post recipes with ingredients, feedback please"
 *  10 "schema design for an application where users can follow each other and post messages, is this correct"
 *  11 "how should I design tables for a library where members borrow books, my current design"
 *  12 "I am designing a database for a clinic with doctors, patients and appointments, what am I missing"
 *  13 "design a database for a to-do list app with projects, tasks and tags, is this correct"
 *  14 "database design for a ticket support system with tickets, agents and customers, advice"
 *  15 "I'm designing a database for a club membership with families and members"
 *  16 "database design for a car dealership with cars, customers and sales, is my design right"
 * Same rules.
 *
 * Fourth round, added in writing after the third round's results were read (five more kept, seven in all; the same
 * phrasing surfaced Database Administrators questions at their own addresses) and before any of these was run: the same
 * corpus, one query each, in this order, same phrasing, new domains:
 *   1 "I am designing a database for a gym where members book classes with trainers, is this design good"
 *   2 "database design for a restaurant with tables, reservations and orders, any flaws in my design"
 *   3 "I'm building a system to track equipment loans to employees, database design review"
 *   4 "database design for a conference with speakers, sessions and attendees, is this right"
 *   5 "I am designing a database for a property management company with buildings, units, tenants and leases"
 *   6 "database design for a sports league with seasons, teams, players and games, feedback"
 *   7 "I'm designing a database for an online shop with products, variants, orders and customers, what am I missing"
 *   8 "database design for a medical practice with patients, visits and prescriptions, is my schema correct"
 *   9 "I am designing a database for a photography studio with clients, shoots and invoices"
 *  10 "database design for tracking volunteers, shifts and events for a charity, how should I model this"
 *  11 "I'm designing a database for a car repair shop with customers, vehicles, repairs and parts"
 *  12 "database design for a university with departments, courses, sections and enrollments, review my design"
 *  13 "I am designing a database for a bug tracker with projects, issues, comments and users"
 *  14 "database design for a farm with fields, crops, harvests and workers, any suggestions"
 *  15 "I'm designing a database for a music school with teachers, students, lessons and instruments"
 *  16 "database design for an airline with flights, passengers, bookings and seats, is this normalized"
 *  17 "I am designing a database for a pet adoption shelter with animals, adopters and applications"
 *  18 "database design for a delivery app with restaurants, couriers, orders and customers"
 *  19 "I'm designing a database for a dental clinic with patients, dentists, appointments and treatments"
 *  20 "database design for a warehouse with suppliers, purchase orders, products and stock movements, feedback"
 * Same rules.
 *
 * Fifth and last round, added in writing after the fourth round's results were read (one more kept, eight in all, far
 * below the 16-24 needed) and before any of these was run: the same corpus, one query each, in this order, phrased as
 * question titles and openings:
 *   1 "How do I model a many-to-many relationship between users and groups in my application"
 *   2 "database design for an application where users can rate and review products"
 *   3 "I am developing an application for tracking employee vacation requests, how should I design the tables"
 *   4 "database design for an application that lets teachers create quizzes and students take them"
 *   5 "How should I model appointments between customers and service providers with time slots"
 *   6 "I am developing an application where users share expenses in groups, database schema"
 *   7 "database design for storing recipes with ingredients and quantities in my app"
 *   8 "database design for a parking lot system with spots, vehicles and tickets"
 *   9 "I am developing an application for a real estate agency, properties can be for sale or rent"
 *  10 "database design for an application to manage courses, lessons and student progress"
 *  11 "How should I model orders with multiple products and quantities in my database"
 *  12 "database design for a multi-store inventory where each store has its own stock"
 *  13 "I'm developing an application to track maintenance of machines and work orders"
 *  14 "database design for an application where users subscribe to plans and pay monthly"
 *  15 "how to model a family tree in a relational database for my genealogy app"
 *  16 "database design for a tournament application with rounds, matches and players"
 *  17 "I am developing a forum application with categories, threads, posts and users"
 *  18 "database design for an application to manage rental of apartments by tenants with contracts"
 *  19 "how should I design tables for a job application tracking system with candidates and interviews"
 *  20 "database design for an event ticketing app where events have multiple ticket types"
 * Same rules. Whatever it yields, the batch is written from the questions kept by then (no further round).
 *
 * Split 'heldout': only totals may be read. Same expectation DSL as corpus.ts.
 */

import type { CreateCase, EditCase } from './corpus.ts';
import { creations, edits } from './corpus-dsl.ts';

const held = creations('heldout', 'h20');
const he = edits('heldout', 'h20');

export const BLIND18_CREATE_CASES: CreateCase[] = [];

export const BLIND18_EDIT_CASES: EditCase[] = [];
