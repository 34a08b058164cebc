// Domain knowledge: templates for common app kinds and a catalog of entity
// definitions (indexed by alias) that also serves prompts no template matches.

export type CatalogEntity = {
  name: string;
  /** singular lower-case words or phrases that mean this entity */
  aliases: string[];
  icon: string;
  description: string;
  fields: string[];
  /** values for the display field of starter records */
  samples: string[];
  /** person, thing, event, money, place, content: used for generic guesses */
  kind: EntityKind;
};

export type EntityKind = 'person' | 'thing' | 'event' | 'money' | 'place' | 'content' | 'log';

export type TemplateEntity = { ref: string; core: boolean };

export type Template = {
  id: string;
  label: string;
  /** [phrase, weight]; phrases are matched on word boundaries, singular or plural */
  keywords: Array<[string, number]>;
  entities: TemplateEntity[];
  /** catalog entity overrides for this template (e.g. status values) */
  overrides?: Record<string, string[]>;
};

export const CATALOG: Record<string, CatalogEntity> = {
  Company: {
    name: 'Company', aliases: ['company', 'organization', 'organisation', 'account', 'business', 'firm'], icon: 'Building2', kind: 'thing',
    description: 'Organisations you work with.',
    fields: ['name:string!', 'industry:string', 'website:url', 'phone:string', 'city:string', 'notes:text'],
    samples: ['Acme Corporation', 'Globex Industries', 'Initech', 'Umbrella Health'],
  },
  Contact: {
    name: 'Contact', aliases: ['contact', 'lead', 'prospect'], icon: 'Users', kind: 'person',
    description: 'People you keep in touch with.',
    fields: ['full_name:string!', 'email:email', 'phone:string', 'job_title:string', 'company:relation(Company)', 'status:enum(lead,prospect,customer,inactive)=lead', 'notes:text'],
    samples: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson'],
  },
  Deal: {
    name: 'Deal', aliases: ['deal', 'opportunity', 'sale'], icon: 'DollarSign', kind: 'money',
    description: 'Sales opportunities moving through the pipeline.',
    fields: ['title:string!', 'value:number', 'stage:enum(lead,qualified,proposal,negotiation,won,lost)=lead', 'contact:relation(Contact)', 'company:relation(Company)', 'close_date:date', 'notes:text'],
    samples: ['Annual support contract', 'Website redesign', 'Cloud migration', 'Training workshop'],
  },
  Activity: {
    name: 'Activity', aliases: ['activity', 'interaction', 'call', 'follow-up', 'followup', 'touchpoint'], icon: 'Phone', kind: 'event',
    description: 'Calls, emails and meetings with contacts.',
    fields: ['subject:string!', 'kind:enum(call,email,meeting,note)=call', 'happened_at:datetime', 'contact:relation(Contact)', 'deal:relation(Deal)', 'notes:text'],
    samples: ['Intro call', 'Sent proposal', 'Quarterly review meeting', 'Follow-up email'],
  },
  Service: {
    name: 'Service', aliases: ['service', 'treatment', 'offering'], icon: 'Sparkles', kind: 'thing',
    description: 'Services customers can book.',
    fields: ['name:string!', 'duration_minutes:integer=60', 'price:number', 'description:text', 'is_active:boolean=true'],
    samples: ['Haircut', 'Colour treatment', 'Beard trim', 'Consultation'],
  },
  Customer: {
    name: 'Customer', aliases: ['customer', 'client', 'patient', 'guest', 'buyer', 'shopper'], icon: 'User', kind: 'person',
    description: 'People who use your services.',
    fields: ['full_name:string!', 'email:email', 'phone:string', 'company:string', 'notes:text'],
    samples: ['Maya Patel', 'Liam Johnson', 'Sofia Rossi', 'Noah Williams'],
  },
  StaffMember: {
    name: 'StaffMember', aliases: ['staff member', 'staff', 'stylist', 'groomer', 'therapist', 'practitioner', 'provider', 'employee', 'barber', 'trainer', 'doctor', 'instructor', 'coach', 'teacher', 'tutor', 'worker'], icon: 'UserCheck', kind: 'person',
    description: 'Team members who deliver the service.',
    fields: ['full_name:string!', 'email:email', 'phone:string', 'role:string', 'is_active:boolean=true'],
    samples: ['Jordan Lee', 'Priya Shah', 'Carlos Mendes', 'Emma Clarke'],
  },
  Appointment: {
    name: 'Appointment', aliases: ['appointment', 'booking', 'session', 'visit', 'reservation slot'], icon: 'CalendarCheck', kind: 'event',
    description: 'Booked time slots.',
    fields: ['title:string!', 'customer:relation(Customer)', 'service:relation(Service)', 'staff_member:relation(StaffMember)', 'starts_at:datetime!', 'duration_minutes:integer=60', 'status:enum(scheduled,confirmed,completed,cancelled,no_show)=scheduled', 'notes:text'],
    samples: ['Haircut with Maya', 'Consultation with Liam', 'Colour treatment for Sofia', 'Beard trim for Noah'],
  },
  Product: {
    name: 'Product', aliases: ['product', 'item', 'article', 'good', 'part', 'sku'], icon: 'Package', kind: 'thing',
    description: 'Products kept in stock.',
    fields: ['name:string!', 'sku:string', 'category:string', 'price:number', 'quantity:integer=0', 'reorder_level:integer=5', 'supplier:relation(Supplier)', 'is_active:boolean=true'],
    samples: ['Wireless mouse', 'USB-C cable', 'Laptop stand', 'Mechanical keyboard'],
  },
  Supplier: {
    name: 'Supplier', aliases: ['supplier', 'vendor', 'manufacturer', 'distributor'], icon: 'Truck', kind: 'thing',
    description: 'Suppliers you order from.',
    fields: ['name:string!', 'contact_name:string', 'email:email', 'phone:string', 'website:url', 'notes:text'],
    samples: ['Northwind Traders', 'Contoso Supplies', 'Fabrikam Parts', 'Tailspin Wholesale'],
  },
  StockMovement: {
    name: 'StockMovement', aliases: ['stock movement', 'movement', 'stock change', 'stock adjustment', 'transfer', 'shipment', 'delivery'], icon: 'ArrowLeftRight', kind: 'log',
    description: 'Stock coming in and going out.',
    fields: ['reference:string!', 'product:relation(Product)!', 'movement_type:enum(in,out,adjustment)=in', 'quantity:integer!', 'moved_on:date', 'note:text'],
    samples: ['PO-1001', 'SO-2042', 'ADJ-0007', 'PO-1002'],
  },
  Warehouse: {
    name: 'Warehouse', aliases: ['warehouse', 'storage location', 'depot', 'stockroom'], icon: 'Warehouse', kind: 'place',
    description: 'Places where stock is kept.',
    fields: ['name:string!', 'address:string', 'city:string', 'capacity:integer'],
    samples: ['Main warehouse', 'North depot', 'City store', 'Overflow storage'],
  },
  Post: {
    name: 'Post', aliases: ['post', 'article', 'blog post', 'entry', 'story'], icon: 'FileText', kind: 'content',
    description: 'Blog posts.',
    fields: ['title:string!', 'slug:string', 'excerpt:text', 'content:text!', 'author:relation(Author)', 'category:relation(Category)', 'status:enum(draft,published,archived)=draft', 'published_on:date', 'cover_image:url'],
    samples: ['Hello, world', 'Ten tips for better focus', 'What we learned this year', 'Behind the scenes'],
  },
  Author: {
    name: 'Author', aliases: ['author', 'writer', 'contributor', 'blogger'], icon: 'PenLine', kind: 'person',
    description: 'People who write posts.',
    fields: ['name:string!', 'email:email', 'bio:text', 'website:url'],
    samples: ['Jane Austen', 'Mark Twain', 'Toni Morrison', 'George Orwell'],
  },
  Comment: {
    name: 'Comment', aliases: ['comment', 'reply', 'response', 'review'], icon: 'MessageSquare', kind: 'content',
    description: 'Reader comments.',
    fields: ['author_name:string!', 'email:email', 'post:relation(Post)!', 'body:text!', 'is_approved:boolean=false'],
    samples: ['Sam Carter', 'Robin Diaz', 'Alex Kim', 'Jamie Fox'],
  },
  Category: {
    name: 'Category', aliases: ['category', 'tag', 'topic', 'genre'], icon: 'Tag', kind: 'thing',
    description: 'Categories used to group records.',
    fields: ['name:string!', 'description:text'],
    samples: ['General', 'News', 'Guides', 'Updates'],
  },
  Event: {
    name: 'Event', aliases: ['event', 'workshop', 'meetup', 'conference', 'webinar', 'class', 'concert', 'gathering', 'party'], icon: 'CalendarDays', kind: 'event',
    description: 'Events people can sign up for.',
    fields: ['title:string!', 'description:text', 'starts_at:datetime!', 'ends_at:datetime', 'location:string', 'capacity:integer=50', 'is_published:boolean=true'],
    samples: ['Spring community meetup', 'Intro to pottery workshop', 'Product launch webinar', 'Charity fun run'],
  },
  Registration: {
    name: 'Registration', aliases: ['registration', 'sign-up', 'signup', 'sign up', 'rsvp', 'attendee', 'participant', 'enrollment', 'enrolment'], icon: 'ClipboardList', kind: 'person',
    description: 'People signed up for events.',
    fields: ['full_name:string!', 'email:email!', 'event:relation(Event)!', 'status:enum(registered,waitlisted,cancelled,attended)=registered', 'guests:integer=0', 'notes:text'],
    samples: ['Olivia Brown', 'Ethan Davis', 'Ava Wilson', 'Lucas Martin'],
  },
  Venue: {
    name: 'Venue', aliases: ['venue', 'room', 'hall', 'place'], icon: 'MapPin', kind: 'place',
    description: 'Places where things happen.',
    fields: ['name:string!', 'address:string', 'city:string', 'capacity:integer'],
    samples: ['Town hall', 'Riverside pavilion', 'Main auditorium', 'Studio B'],
  },
  Speaker: {
    name: 'Speaker', aliases: ['speaker', 'presenter', 'host', 'performer'], icon: 'Mic', kind: 'person',
    description: 'People presenting at events.',
    fields: ['full_name:string!', 'email:email', 'bio:text', 'event:relation(Event)'],
    samples: ['Dr. Lena Fischer', 'Omar Haddad', 'Mei Chen', 'Tom Becker'],
  },
  Recipe: {
    name: 'Recipe', aliases: ['recipe', 'dish', 'meal'], icon: 'ChefHat', kind: 'content',
    description: 'Recipes with ingredients and steps.',
    fields: ['title:string!', 'description:text', 'course:enum(breakfast,lunch,dinner,dessert,snack)=dinner', 'prep_minutes:integer', 'cook_minutes:integer', 'servings:integer=4', 'ingredients:text!', 'instructions:text!', 'is_favorite:boolean=false'],
    samples: ['Tomato basil pasta', 'Overnight oats', 'Chicken curry', 'Lemon drizzle cake'],
  },
  MealPlan: {
    name: 'MealPlan', aliases: ['meal plan', 'menu plan', 'plan'], icon: 'CalendarDays', kind: 'event',
    description: 'Recipes planned for a day.',
    fields: ['planned_for:date!', 'meal:enum(breakfast,lunch,dinner,snack)=dinner', 'recipe:relation(Recipe)', 'notes:text'],
    samples: [], 
  },
  Project: {
    name: 'Project', aliases: ['project', 'initiative', 'board', 'workstream'], icon: 'FolderKanban', kind: 'thing',
    description: 'Projects that group tasks.',
    fields: ['name:string!', 'description:text', 'status:enum(planning,active,on_hold,completed)=active', 'deadline:date', 'owner_email:email'],
    samples: ['Website relaunch', 'Mobile app MVP', 'Q3 marketing campaign', 'Office move'],
  },
  Task: {
    name: 'Task', aliases: ['task', 'todo', 'to-do', 'to do', 'chore', 'action item', 'ticket item', 'assignment'], icon: 'ListChecks', kind: 'thing',
    description: 'Things to get done.',
    fields: ['title:string!', 'description:text', 'status:enum(todo,in_progress,done)=todo', 'priority:enum(low,medium,high)=medium', 'due_date:date', 'assignee_email:email', 'project:relation(Project)'],
    samples: ['Draft the project brief', 'Review pull requests', 'Plan the sprint retro', 'Update the roadmap'],
  },
  Habit: {
    name: 'Habit', aliases: ['habit', 'routine', 'goal'], icon: 'Repeat', kind: 'thing',
    description: 'Habits you want to build.',
    fields: ['name:string!', 'description:text', 'frequency:enum(daily,weekly,monthly)=daily', 'target_per_period:integer=1', 'started_on:date', 'is_active:boolean=true'],
    samples: ['Drink 2 litres of water', 'Read for 20 minutes', 'Morning stretch', 'Walk 10,000 steps'],
  },
  HabitLog: {
    name: 'HabitLog', aliases: ['habit log', 'check-in', 'checkin', 'check in', 'log', 'streak entry', 'completion'], icon: 'CalendarCheck', kind: 'log',
    description: 'Daily check-ins for habits.',
    fields: ['habit:relation(Habit)!', 'logged_on:date!', 'completed:boolean=true', 'note:text'],
    samples: [],
  },
  MenuItem: {
    name: 'MenuItem', aliases: ['menu item', 'dish', 'menu', 'drink', 'food item'], icon: 'UtensilsCrossed', kind: 'thing',
    description: 'Dishes and drinks on the menu.',
    fields: ['name:string!', 'description:text', 'category:enum(starter,main,dessert,drink,side)=main', 'price:number!', 'is_available:boolean=true', 'is_vegetarian:boolean=false'],
    samples: ['Margherita pizza', 'Caesar salad', 'Tiramisu', 'Fresh lemonade'],
  },
  Order: {
    name: 'Order', aliases: ['order', 'purchase', 'sale order'], icon: 'ShoppingCart', kind: 'money',
    description: 'Customer orders.',
    fields: ['customer_name:string!', 'table_number:integer', 'status:enum(new,preparing,ready,served,paid,cancelled)=new', 'total:number', 'ordered_at:datetime', 'notes:text'],
    samples: ['Table 4', 'Takeaway - Chen', 'Table 12', 'Delivery - Okafor'],
  },
  OrderItem: {
    name: 'OrderItem', aliases: ['order item', 'line item', 'order line'], icon: 'Receipt', kind: 'log',
    description: 'Items included in an order.',
    fields: ['order:relation(Order)!', 'menu_item:relation(MenuItem)!', 'quantity:integer!=1', 'notes:text'],
    samples: [],
  },
  Reservation: {
    name: 'Reservation', aliases: ['reservation', 'table booking'], icon: 'CalendarClock', kind: 'event',
    description: 'Table reservations.',
    fields: ['guest_name:string!', 'phone:string', 'party_size:integer!=2', 'reserved_for:datetime!', 'status:enum(pending,confirmed,seated,cancelled)=pending', 'notes:text'],
    samples: ['Garcia', 'Nguyen', 'Schmidt', 'Okafor'],
  },
  Book: {
    name: 'Book', aliases: ['book', 'title', 'novel'], icon: 'Book', kind: 'thing',
    description: 'Books in the collection.',
    fields: ['title:string!', 'author:string', 'isbn:string', 'genre:string', 'published_year:integer', 'copies:integer=1', 'is_available:boolean=true'],
    samples: ['Pride and Prejudice', 'The Hobbit', 'Beloved', 'Nineteen Eighty-Four'],
  },
  Member: {
    name: 'Member', aliases: ['member', 'borrower', 'patron', 'subscriber', 'user', 'reader'], icon: 'IdCard', kind: 'person',
    description: 'People who are members.',
    fields: ['full_name:string!', 'email:email', 'phone:string', 'member_since:date', 'is_active:boolean=true'],
    samples: ['Hannah Schmidt', 'Daniel Kim', 'Chloe Dubois', 'Mateo Garcia'],
  },
  Loan: {
    name: 'Loan', aliases: ['loan', 'checkout', 'borrowing', 'lending', 'rental'], icon: 'BookOpen', kind: 'event',
    description: 'Books lent to members.',
    fields: ['book:relation(Book)!', 'member:relation(Member)!', 'loaned_on:date!', 'due_on:date', 'returned_on:date', 'status:enum(on_loan,returned,overdue)=on_loan'],
    samples: [],
  },
  Expense: {
    name: 'Expense', aliases: ['expense', 'spending', 'purchase', 'cost', 'bill', 'receipt'], icon: 'Wallet', kind: 'money',
    description: 'Money spent.',
    fields: ['description:string!', 'amount:number!', 'spent_on:date!', 'category:relation(Category)', 'payment_method:enum(card,cash,bank_transfer,other)=card', 'is_reimbursable:boolean=false', 'notes:text'],
    samples: ['Groceries', 'Train ticket', 'Coffee with client', 'Internet bill'],
  },
  Income: {
    name: 'Income', aliases: ['income', 'earning', 'revenue', 'payment received'], icon: 'PiggyBank', kind: 'money',
    description: 'Money received.',
    fields: ['source:string!', 'amount:number!', 'received_on:date!', 'notes:text'],
    samples: ['Salary', 'Freelance project', 'Dividend', 'Refund'],
  },
  Job: {
    name: 'Job', aliases: ['job', 'position', 'opening', 'vacancy', 'role', 'job posting', 'job opening'], icon: 'Briefcase', kind: 'thing',
    description: 'Open positions.',
    fields: ['title:string!', 'department:string', 'location:string', 'employment_type:enum(full_time,part_time,contract,internship)=full_time', 'status:enum(open,on_hold,closed)=open', 'salary_range:string', 'description:text'],
    samples: ['Senior frontend engineer', 'Product designer', 'Customer success manager', 'Data analyst'],
  },
  Applicant: {
    name: 'Applicant', aliases: ['applicant', 'candidate', 'application', 'job application'], icon: 'UserCheck', kind: 'person',
    description: 'People applying for jobs.',
    fields: ['full_name:string!', 'email:email!', 'phone:string', 'job:relation(Job)', 'stage:enum(applied,screening,interview,offer,hired,rejected)=applied', 'resume_url:url', 'applied_on:date', 'rating:integer', 'notes:text'],
    samples: ['Zoe Anderson', 'Ravi Kumar', 'Lena Novak', 'Marcus Green'],
  },
  Interview: {
    name: 'Interview', aliases: ['interview', 'screening call'], icon: 'CalendarClock', kind: 'event',
    description: 'Interviews with applicants.',
    fields: ['title:string!', 'applicant:relation(Applicant)!', 'scheduled_at:datetime!', 'interviewer:string', 'outcome:enum(pending,pass,fail)=pending', 'notes:text'],
    samples: ['Technical interview', 'Culture fit chat', 'Portfolio review', 'Final round'],
  },
  Workout: {
    name: 'Workout', aliases: ['workout', 'training session', 'training', 'session', 'run', 'exercise session'], icon: 'Dumbbell', kind: 'event',
    description: 'Workouts you completed.',
    fields: ['title:string!', 'performed_on:date!', 'workout_type:enum(strength,cardio,flexibility,sports,other)=strength', 'duration_minutes:integer', 'calories:integer', 'notes:text'],
    samples: ['Upper body strength', 'Easy 5k run', 'Yoga flow', 'Leg day'],
  },
  Exercise: {
    name: 'Exercise', aliases: ['exercise', 'set', 'lift', 'movement'], icon: 'Activity', kind: 'log',
    description: 'Exercises performed in a workout.',
    fields: ['name:string!', 'workout:relation(Workout)', 'sets:integer', 'reps:integer', 'weight_kg:number', 'notes:text'],
    samples: ['Bench press', 'Squat', 'Deadlift', 'Pull-up'],
  },
  BodyMeasurement: {
    name: 'BodyMeasurement', aliases: ['measurement', 'body measurement', 'weigh-in', 'weight entry'], icon: 'Scale', kind: 'log',
    description: 'Body weight and measurements.',
    fields: ['measured_on:date!', 'weight_kg:number', 'body_fat_percent:number', 'notes:text'],
    samples: [],
  },
  Property: {
    name: 'Property', aliases: ['property', 'listing', 'home', 'house', 'apartment', 'flat', 'unit', 'rental property'], icon: 'House', kind: 'place',
    description: 'Properties listed for sale or rent.',
    fields: ['title:string!', 'address:string!', 'city:string', 'price:number!', 'listing_type:enum(sale,rent)=sale', 'status:enum(available,under_offer,sold,rented)=available', 'bedrooms:integer', 'bathrooms:integer', 'area_sqm:number', 'description:text', 'image_url:url', 'agent:relation(Agent)'],
    samples: ['Sunny two-bed apartment', 'Family home with garden', 'City centre studio', 'Renovated townhouse'],
  },
  Agent: {
    name: 'Agent', aliases: ['agent', 'realtor', 'broker', 'estate agent'], icon: 'BadgeCheck', kind: 'person',
    description: 'Agents who handle listings.',
    fields: ['full_name:string!', 'email:email', 'phone:string', 'agency:string'],
    samples: ['Laura Bennett', 'Samuel Ortiz', 'Nina Petrova', 'Kwame Mensah'],
  },
  Inquiry: {
    name: 'Inquiry', aliases: ['inquiry', 'enquiry', 'viewing', 'showing', 'request'], icon: 'Mail', kind: 'person',
    description: 'Requests from interested people.',
    fields: ['full_name:string!', 'email:email!', 'phone:string', 'property:relation(Property)', 'message:text', 'status:enum(new,contacted,closed)=new'],
    samples: ['Oliver Smith', 'Amelia Jones', 'Jack Taylor', 'Isla Brown'],
  },
  Ticket: {
    name: 'Ticket', aliases: ['ticket', 'support ticket', 'issue', 'case', 'support request', 'incident', 'bug'], icon: 'Ticket', kind: 'thing',
    description: 'Support requests.',
    fields: ['subject:string!', 'description:text!', 'status:enum(open,in_progress,waiting,resolved,closed)=open', 'priority:enum(low,medium,high,urgent)=medium', 'category:enum(question,bug,billing,feature_request,other)=question', 'customer:relation(Customer)', 'assignee_email:email'],
    samples: ['Cannot log in', 'Invoice shows wrong amount', 'Feature request: dark mode', 'App crashes on upload'],
  },
  Reply: {
    name: 'Reply', aliases: ['reply', 'response', 'ticket comment', 'message', 'note'], icon: 'MessageSquare', kind: 'content',
    description: 'Replies on tickets.',
    fields: ['author_name:string!', 'ticket:relation(Ticket)!', 'body:text!', 'is_internal:boolean=false'],
    samples: ['Support team', 'Customer', 'Support team', 'Customer'],
  },
};

export const TEMPLATES: Template[] = [
  { id: 'crm', label: 'CRM', keywords: [['crm', 4], ['customer relationship', 4], ['sales pipeline', 4], ['pipeline', 2], ['deal', 3], ['lead', 2], ['contact', 2], ['company', 1], ['prospect', 2], ['opportunity', 2]],
    entities: [{ ref: 'Company', core: true }, { ref: 'Contact', core: true }, { ref: 'Deal', core: true }, { ref: 'Activity', core: false }] },
  { id: 'booking', label: 'Booking', keywords: [['booking', 3], ['appointment', 4], ['book', 1], ['salon', 3], ['clinic', 3], ['barber', 3], ['spa', 3], ['dentist', 3], ['groomer', 2], ['grooming', 2], ['schedule', 1], ['slot', 2], ['therapist', 2], ['studio', 1]],
    entities: [{ ref: 'Customer', core: true }, { ref: 'Service', core: true }, { ref: 'Appointment', core: true }, { ref: 'StaffMember', core: false }] },
  { id: 'inventory', label: 'Inventory', keywords: [['inventory', 4], ['stock', 3], ['warehouse', 3], ['supplier', 3], ['product', 1], ['sku', 3], ['stock movement', 4], ['reorder', 2]],
    entities: [{ ref: 'Product', core: true }, { ref: 'Supplier', core: true }, { ref: 'StockMovement', core: true }, { ref: 'Warehouse', core: false }, { ref: 'Category', core: false }] },
  { id: 'blog', label: 'Blog', keywords: [['blog', 4], ['post', 2], ['article', 2], ['author', 2], ['comment', 2], ['cms', 3], ['publish', 1], ['newsletter', 1]],
    entities: [{ ref: 'Post', core: true }, { ref: 'Author', core: true }, { ref: 'Comment', core: true }, { ref: 'Category', core: false }] },
  { id: 'events', label: 'Events', keywords: [['event', 3], ['sign-up', 3], ['signup', 3], ['sign up', 3], ['registration', 3], ['register', 2], ['rsvp', 4], ['attendee', 3], ['conference', 3], ['workshop', 2], ['meetup', 3], ['webinar', 2]],
    entities: [{ ref: 'Event', core: true }, { ref: 'Registration', core: true }, { ref: 'Venue', core: false }, { ref: 'Speaker', core: false }] },
  { id: 'recipes', label: 'Recipes', keywords: [['recipe', 5], ['cookbook', 4], ['cooking', 2], ['ingredient', 2], ['meal plan', 3], ['meal', 1]],
    entities: [{ ref: 'Recipe', core: true }, { ref: 'Category', core: false }, { ref: 'MealPlan', core: false }] },
  { id: 'tasks', label: 'Tasks', keywords: [['task', 4], ['todo', 4], ['to-do', 4], ['to do list', 4], ['project', 2], ['kanban', 3], ['project tracker', 4], ['project management', 4], ['chore', 3]],
    entities: [{ ref: 'Project', core: false }, { ref: 'Task', core: true }] },
  { id: 'habits', label: 'Habits', keywords: [['habit', 5], ['streak', 3], ['routine', 2], ['check-in', 1]],
    entities: [{ ref: 'Habit', core: true }, { ref: 'HabitLog', core: true }] },
  { id: 'restaurant', label: 'Restaurant', keywords: [['restaurant', 4], ['menu', 3], ['cafe', 3], ['café', 3], ['bakery', 3], ['diner', 3], ['bistro', 3], ['pizzeria', 3], ['takeaway', 3], ['dish', 2], ['food order', 3], ['order', 1], ['table', 1]],
    entities: [{ ref: 'MenuItem', core: true }, { ref: 'Order', core: true }, { ref: 'OrderItem', core: true }, { ref: 'Reservation', core: false }] },
  { id: 'library', label: 'Library', keywords: [['library', 4], ['book', 3], ['loan', 3], ['borrow', 3], ['lend', 3], ['librarian', 4], ['isbn', 2]],
    entities: [{ ref: 'Book', core: true }, { ref: 'Member', core: true }, { ref: 'Loan', core: true }] },
  { id: 'expenses', label: 'Expenses', keywords: [['expense', 5], ['spending', 4], ['budget', 3], ['personal finance', 4], ['receipt', 2], ['reimbursement', 3], ['money', 1], ['income', 2]],
    entities: [{ ref: 'Expense', core: true }, { ref: 'Category', core: true }, { ref: 'Income', core: false }] },
  { id: 'hiring', label: 'Hiring', keywords: [['applicant', 5], ['candidate', 4], ['hiring', 4], ['recruiting', 4], ['recruitment', 4], ['job application', 5], ['ats', 3], ['job opening', 4], ['vacancy', 3], ['interview', 2], ['job', 2]],
    entities: [{ ref: 'Job', core: true }, { ref: 'Applicant', core: true }, { ref: 'Interview', core: false }] },
  { id: 'fitness', label: 'Fitness', keywords: [['fitness', 4], ['workout', 5], ['exercise', 3], ['gym', 3], ['training log', 4], ['lifting', 3], ['running', 2], ['rep', 1]],
    entities: [{ ref: 'Workout', core: true }, { ref: 'Exercise', core: true }, { ref: 'BodyMeasurement', core: false }] },
  { id: 'realestate', label: 'Real estate', keywords: [['real estate', 5], ['property', 3], ['listing', 2], ['realtor', 4], ['estate agent', 4], ['apartment', 2], ['house', 1], ['rental', 2], ['for sale', 2]],
    entities: [{ ref: 'Property', core: true }, { ref: 'Agent', core: true }, { ref: 'Inquiry', core: false }] },
  { id: 'helpdesk', label: 'Helpdesk', keywords: [['helpdesk', 5], ['help desk', 5], ['support ticket', 5], ['ticket', 3], ['service desk', 5], ['customer support', 4], ['support', 1], ['issue', 1]],
    entities: [{ ref: 'Ticket', core: true }, { ref: 'Customer', core: true }, { ref: 'Reply', core: false }] },
];

/** Entity kinds for generic nouns, used when no catalog entry matches. */
export const KIND_WORDS: Record<EntityKind, string[]> = {
  person: ['person', 'people', 'volunteer', 'student', 'employee', 'member', 'user', 'player', 'tenant', 'owner', 'guest', 'visitor',
    'participant', 'donor', 'parent', 'child', 'kid', 'friend', 'athlete', 'artist', 'musician', 'pet owner', 'resident', 'staff',
    'teacher', 'coach', 'manager', 'driver', 'nurse', 'doctor', 'beekeeper', 'mentor', 'mentee', 'intern', 'freelancer', 'customer', 'client'],
  event: ['shift', 'meeting', 'session', 'visit', 'trip', 'match', 'game', 'inspection', 'harvest', 'lesson', 'class', 'rehearsal',
    'appointment', 'class', 'tour', 'race', 'show', 'gig', 'practice', 'training', 'walk', 'ride', 'flight', 'journey', 'treatment',
    'vaccination', 'checkup', 'service', 'repair', 'maintenance', 'cleaning', 'delivery', 'pickup', 'exam', 'test', 'audit', 'watering',
    'feeding', 'reading', 'performance', 'competition', 'tournament'],
  money: ['payment', 'invoice', 'donation', 'transaction', 'sale', 'bill', 'refund', 'quote', 'estimate', 'grant', 'payout', 'fee'],
  place: ['location', 'site', 'room', 'venue', 'office', 'store', 'shop', 'garden', 'field', 'farm', 'building', 'branch', 'spot', 'park', 'campsite', 'hive', 'apiary', 'plot', 'court', 'pitch'],
  content: ['note', 'journal', 'entry', 'story', 'idea', 'quote', 'poem', 'song', 'lyric', 'review', 'report', 'document', 'memo', 'diary'],
  log: ['log', 'reading', 'measurement', 'record', 'observation', 'sighting', 'check', 'score', 'result', 'grade', 'mark', 'entry', 'vaccination'],
  thing: [],
};

export const GENERIC_FIELDS: Record<EntityKind, string[]> = {
  person: ['full_name:string!', 'email:email', 'phone:string', 'notes:text'],
  thing: ['name:string!', 'description:text'],
  event: ['title:string!', 'date:date!', 'notes:text'],
  money: ['description:string!', 'amount:number!', 'date:date', 'notes:text'],
  place: ['name:string!', 'address:string', 'notes:text'],
  content: ['title:string!', 'body:text'],
  log: ['title:string!', 'recorded_on:date!', 'value:number', 'notes:text'],
};

export const KIND_ICON: Record<EntityKind, string> = {
  person: 'Users', thing: 'Box', event: 'Calendar', money: 'Receipt', place: 'MapPin', content: 'FileText', log: 'ClipboardList',
};

/** Lucide icon names the generator may emit (all exist in lucide-react). */
export const KNOWN_ICONS = new Set([
  'Activity', 'AlertCircle', 'ArrowLeft', 'ArrowLeftRight', 'ArrowUpDown', 'BadgeCheck', 'Book', 'BookOpen', 'Box', 'Briefcase',
  'Building2', 'Calendar', 'CalendarCheck', 'CalendarClock', 'CalendarDays', 'ChefHat', 'ChevronRight', 'ClipboardList',
  'DollarSign', 'Dumbbell', 'FileText', 'Filter', 'FolderKanban', 'House', 'IdCard', 'Inbox', 'Info', 'LayoutDashboard', 'List',
  'ListChecks', 'Loader2', 'Mail', 'MapPin', 'Menu', 'MessageSquare', 'Mic', 'Package', 'PenLine', 'Pencil', 'Phone',
  'PiggyBank', 'Plus', 'Receipt', 'Repeat', 'Save', 'Scale', 'Search', 'ShoppingCart', 'Sparkles', 'Star', 'Tag', 'Ticket',
  'Trash2', 'Truck', 'User', 'UserCheck', 'Users', 'UtensilsCrossed', 'Wallet', 'Warehouse', 'X', 'HelpCircle', 'BarChart3',
  'Settings', 'Heart', 'Layers',
]);

/** Lookup alias → catalog entity name (aliases are singular lower-case). */
export const ALIAS_INDEX: Map<string, string> = (() => {
  const m = new Map<string, string>();
  for (const e of Object.values(CATALOG)) {
    for (const a of e.aliases) if (!m.has(a)) m.set(a, e.name);
  }
  return m;
})();
