/**
 * A study batch (g18) written in the twelfth generation session (fields side, helper fld, 2026-11-28) on main
 * a325d2a, together with g19 and before any rule of that session changed. Source: SRDD (Software Requirement
 * Description Dataset, OpenBMB/ChatDev, Apache-2.0), software descriptions with index i % 6 == 2 and
 * i < 345 that ask for stored records (games, pure utilities, filters and descriptions too short or cut
 * off to ask for anything stored are skipped). Prompts are the descriptions verbatim, each with its index
 * in a comment. Expectations are what a careful reader expects as records, key fields with types and
 * relations, with rich field expectations (this batch measures field recall and types in third-person
 * descriptions). Split 'dev': its misses are read and tuned on (--only 'g18-*' --verbose). Same DSL as
 * corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const g = creations('dev');

export const G18_CREATE_CASES: CreateCase[] = [
  // i=2 (Budgeting, Cash_Flow_Manager)
  g("g18-cash-flow", "CashFlowManager is a software application that helps individuals track and manage their cash flow efficiently.", {
    "Transaction|Entry|CashFlow|Income|Expense": "amount:money, date:date, type|direction|kind:enum",
  }),
  // i=14 (Budgeting, ExpensePlanner)
  g("g18-expense-planner", "ExpensePlanner is a user-friendly software application that allows individuals to plan and track their expenses efficiently. It provides a simple and intuitive interface for users to input and categorize their expenses. Users can set budget goals, track their spending, and receive notifications when they exceed predefined limits. ExpensePlanner also offers visual representations of budget breakdowns and generates reports to help users analyze their financial habits. With ExpensePlanner, individuals can effectively manage their expenses and make informed financial decisions.", {
    "Expense": "amount:money, date:date, category",
    "Budget|Goal|BudgetGoal|Limit": "amount|limit|target:money",
    "?Category": "name",
    "?Notification|Alert": "",
    "?Report": "",
  }),
  // i=20 (Budgeting, BudgetPro)
  g("g18-budget-pro", "BudgetPro is a budgeting software application that helps individuals effectively manage their finances. It allows users to input their income and expenses, set budget goals, and track their spending patterns. With visual representations of budget breakdowns and personalized recommendations, BudgetPro enables users to make informed financial decisions and achieve their financial goals.", {
    "Income": "amount:money, date:date, source",
    "Expense": "amount:money, date:date, category",
    "Budget|Goal|BudgetGoal": "amount|target|limit:money",
    "?Category": "name",
  }),
  // i=26 (Budgeting, BudgetTrackerLiteEZ)
  g("g18-budget-lite", "BudgetTrackerLiteEZ is a simplified budgeting software application that helps individuals track and manage their budgets effectively. It provides a user-friendly interface for inputting income and expenses and offers basic budgeting features such as goal setting and visual representations of budget breakdowns.", {
    "Income": "amount:money, date:date",
    "Expense": "amount:money, date:date, category",
    "Goal|Budget|BudgetGoal": "amount|target:money",
    "?Category": "name",
  }),
  // i=32 (Business, TeamTask)
  g("g18-team-task", "TeamTask is a business software application that facilitates task management and collaboration within teams. It allows team members to create tasks, assign them to specific individuals, set deadlines, and track progress. The application also provides a centralized dashboard where team members can view their assigned tasks, communicate with each other, and update the status of tasks. In addition, TeamTask offers features such as task prioritization, file sharing, and notifications to ensure efficient teamwork.", {
    "Task": "title|name, deadline|due:date, status:enum, priority:enum, assignee|assigned|member>Member|User|Employee",
    "Member|User|Employee": "name",
    "?File|Attachment": "file|url",
    "?Message|Comment": "text|content|body:text",
    "?Notification": "",
    "?Team": "name",
  }),
  // i=38 (Business, Employee_Performance_Tracker)
  g("g18-employee-performance", "Employee Performance Tracker is a business software application that allows businesses to track and evaluate the performance of their employees. It provides features for setting performance goals, conducting performance evaluations, and generating performance reports.", {
    "Employee": "name",
    "Goal|PerformanceGoal": ">Employee, description|title|name, due|deadline|target_date:date",
    "Evaluation|Review|PerformanceEvaluation|Appraisal": ">Employee, rating|score:rating|number, date:date, comments|notes|feedback:text",
    "?Report|PerformanceReport": "",
  }),
  // i=50 (Business, Customer_Acquisition_Tracker)
  g("g18-customer-acquisition", "Customer Acquisition Tracker is a business software application that helps businesses track and analyze their customer acquisition efforts. It provides features for recording and categorizing customer acquisition channels, tracking the number of acquired customers through each channel, and generating reports to analyze the effectiveness of different acquisition strategies.", {
    "Channel|AcquisitionChannel": "name, category|type:enum",
    "Customer|Acquisition": ">Channel|AcquisitionChannel, date:date",
    "?Strategy|Campaign": "",
    "?Report": "",
  }),
  // i=56 (Business, Lead_Generation_Tracker)
  g("g18-lead-generation", "The Lead Generation Tracker is a business software application that helps businesses track and manage their lead generation efforts. It provides features for recording and categorizing leads, tracking their progress through the sales funnel, and generating reports to analyze the effectiveness of lead generation strategies.", {
    "Lead": "name, category|source:enum|string, stage|status:enum, email:email",
    "?Category|Source": "",
    "?Strategy|Campaign": "",
    "?Report": "",
  }),
  // i=80 (Culture, Cultural_Conversations)
  g("g18-cultural-conversations", "Cultural Conversations is a software application that provides a platform for individuals from different cultures to engage in meaningful conversations and share their experiences. Users can join discussion groups based on common interests or topics and connect with like-minded individuals from around the world. The application encourages cross-cultural dialogue, promotes understanding, and fosters connections between people from diverse backgrounds.", {
    "Group|DiscussionGroup": "name, topic|interest|category",
    "Member|User|Individual": "name, culture|country",
    "Message|Post|Conversation|Discussion": ">Group|DiscussionGroup, text|content|body:text",
    "?Membership": "",
    "?Experience|Story": "",
  }),
  // i=86 (Culture, Culture_Cuisine)
  g("g18-culture-cuisine", "Culture Cuisine is a software application that allows users to explore and learn about traditional recipes and culinary practices from different cultures around the world. Users can discover a wide range of dishes, including appetizers, main courses, desserts, and beverages, from various countries and regions. The application provides step-by-step instructions, ingredient lists, cooking tips, and cultural insights to help users recreate authentic and delicious dishes from different cultures in their own kitchen.", {
    "Recipe|Dish": "name, course|type|category:enum, country|region|culture, instructions|steps:text, ingredients:text, tips:text",
    "?Ingredient": "name",
    "?Culture|Country|Region": "name",
    "?Step|Instruction": "",
  }),
  // i=92 (Data, Data_Visualizer)
  g("g18-data-visualizer", "The Data Visualizer is a software application that allows users to create visually appealing and interactive visualizations of their data sets. It provides a wide range of visualization options, including bar charts, line graphs, scatter plots, and pie charts. Users can easily import their data, choose the appropriate visualization type, customize the appearance of the visualization, and export the final visualization as an image or shareable link.", {
    "Dataset|DataSet|Data": "name, file",
    "Visualization|Chart": "type|chart_type:enum=bar/line/scatter/pie, >Dataset|DataSet|Data, title|name",
    "?Export": "",
  }),
  // i=98 (Data, Data_Correlator)
  g("g18-data-correlator", "The Data Correlator is a software application that allows users to identify and analyze correlations between different variables in a dataset. It provides a user-friendly interface where users can import their dataset and select the variables they want to analyze. The software performs statistical computations to calculate correlation coefficients, such as Pearson correlation or Spearman correlation, and generates visualizations, such as scatter plots or correlation matrices, to depict the relationships between variables.", {
    "Dataset|DataSet": "name, file",
    "Variable": "name, >Dataset|DataSet",
    "Correlation|Analysis": ">Dataset|DataSet|Variable, method|type:enum, coefficient:number",
    "?Visualization|Chart": "",
  }),
  // i=116 (Data, Data_Classifier)
  g("g18-data-classifier", "The Data Classifier is a software application that allows users to classify data sets based on their attributes or variables. It provides users with the ability to import their data sets and specify the target variable or class they want to predict. The software uses machine learning algorithms to train a classification model on the data and then applies the model to classify new instances. Users can evaluate the performance of the model, view the predicted classes, and export the results for further analysis.", {
    "Dataset|DataSet": "name, file",
    "Model|ClassificationModel": ">Dataset|DataSet, target|target_variable|class, accuracy|performance:number",
    "?Prediction|Result|Instance": "",
    "?Attribute|Variable": "",
  }),
  // i=122 (Entertainment, Entertainment_Quiz)
  g("g18-entertainment-quiz", "A software application that allows users to participate in entertaining quizzes covering various topics such as movies, TV shows, music, sports, and general knowledge. Users can select a specific category or opt for a random quiz. Each quiz consists of multiple-choice questions, and users can track their scores and compete with friends. The app also provides explanations for correct answers to improve user knowledge.", {
    "Quiz": "title|name, category|topic:enum|string",
    "Question": ">Quiz, text|question:text|string, answer|correct_answer, explanation:text",
    "?Category|Topic": "name",
    "Score|Attempt|Result": ">Quiz, score|points:count|number, >User|Player|Friend",
    "?User|Player|Friend": "name",
    "?Option|Choice|Answer": "",
  }),
  // i=128 (Entertainment, Movie_Soundtrack_Creator)
  g("g18-soundtrack-creator", "This software allows users to create personalized soundtracks for their favorite movies by selecting and arranging songs categorized by genre, mood, and tempo. Users can also add sound effects and adjust volume levels. The software enables users to export the created soundtracks for personal or professional use.", {
    "Soundtrack": "name|title, movie",
    "Song|Track": "title|name, genre:enum|string, mood:enum|string, tempo|bpm:number|count",
    "?SoundEffect|Effect": "name",
    "?Movie|Film": "title|name",
    "?SoundtrackSong|Item|Entry": "position|order:count|number, volume:number",
  }),
  // i=164 (Family_Kids, Family_Chore_Challenge)
  g("g18-chore-challenge", "Family Chore Challenge is a software application that gamifies household chores and motivates children to actively participate in completing tasks by turning chore completion into a friendly competition. Parents can create chore lists, assign points to each task, and set deadlines. Children earn points by completing their chores on time, and their progress is tracked on a leaderboard. The app also includes features like achievements, rewards, and badges to make the chore experience fun and engaging.", {
    "Chore|Task": "name|title, points:count|number, deadline|due:date|datetime, done|completed|status:bool|enum, >Child",
    "Child|Kid|Member": "name, points:count|number",
    "?ChoreList|List": "name",
    "?Reward": "name, points|cost:count|number",
    "?Badge|Achievement": "name",
    "?Parent": "",
  }),
  // i=170 (Family_Kids, Family_Cooking_Time)
  g("g18-family-cooking", "FamilyCookingTime is a software application that encourages families to cook together and bond over preparing meals. It provides a variety of easy-to-follow recipes suitable for all ages. Users can select recipes based on their dietary preferences and access step-by-step instructions, ingredient lists, and cooking tips. The app also offers interactive features such as timers, ingredient substitution suggestions, and a virtual grocery list. Families can create profiles, save and share favorite recipes, and create a collaborative shopping list. FamilyCookingTime aims to make cooking an enjoyable and educational experience for the whole family.", {
    "Recipe": "name|title, instructions|steps:text, ingredients:text, tips:text, diet|dietary|dietary_preference",
    "Profile|FamilyMember|Member|User": "name, diet|dietary|dietary_preference|preferences",
    "ShoppingList|ShoppingItem|GroceryItem|Item": "name, quantity:count|number|string",
    "?Favorite": ">Recipe",
    "?Ingredient": "name",
    "?Family": "",
  }),
  // i=176 (Family_Kids, Healthy_Habits_Tracker)
  g("g18-healthy-habits", "Healthy Habits Tracker is a software application that helps families track and maintain healthy habits. It allows users to set goals for various aspects of health such as nutrition, physical activity, sleep, and screen time. The app provides a simple interface to input daily progress and offers visualizations to monitor long-term progress. It also includes informative articles and tips to educate families about healthy habits. Users can create profiles for each family member, and the app can be customized to set age-appropriate goals and reminders.", {
    "Profile|FamilyMember|Member": "name, age:count",
    "Goal|HealthGoal": ">Profile|FamilyMember|Member, aspect|category|type:enum=nutrition/sleep, target|value:number|count|string",
    "Progress|Entry|Log|DailyProgress": ">Goal|Profile|FamilyMember|Member, date:date, value|amount:number|count",
    "?Article|Tip": "title, content|body:text",
    "?Reminder": "time|date:datetime|date",
  }),
  // i=182 (Finance, Financial_Planner)
  g("g18-financial-planner", "A software application that helps individuals manage their personal finances by providing tools and resources for budgeting, expense tracking, goal setting, and investment planning. It allows users to track their income, expenses, and savings, and provides visualizations and reports to help users analyze their financial situation. The application also offers educational resources and tips for financial planning and management.", {
    "Income": "amount:money, date:date",
    "Expense": "amount:money, date:date, category",
    "Saving|Savings|SavingsGoal|Goal": "amount|target:money",
    "?Budget": "amount|limit:money",
    "?Investment": "amount:money",
    "?Resource|Tip|Article": "",
  }),
  // i=188 (Finance, Expense_Consolidator)
  g("g18-expense-consolidator", "Expense Consolidator is a finance software application that helps users consolidate and analyze their expenses from different sources. Users can connect their bank accounts, credit cards, and other financial accounts to the application. The software will then automatically retrieve and categorize their expenses from these accounts into different categories such as food, transportation, utilities, etc. Users can view and analyze their consolidated expenses in a single dashboard, providing them with a comprehensive overview of their spending habits.", {
    "Account|FinancialAccount": "name, type:enum",
    "Expense|Transaction": "amount:money, date:date, category, >Account|FinancialAccount",
    "?Category": "name",
  }),
  // i=194 (Finance, Finance_Expense_Tracker)
  g("g18-finance-expense-tracker", "Finance Expense Tracker is a user-friendly finance software application that helps users track and manage their expenses. Users can input their expenses and categorize them into different categories such as groceries, transportation, entertainment, etc. The application provides visualizations and reports that show users how much they are spending in each category and how it compares to their budget. Additionally, the software offers budgeting tools with reminders to help users stay on track with their financial goals.", {
    "Expense": "amount:money, date:date, category",
    "Budget": "amount|limit:money, category",
    "?Category": "name",
    "?Reminder": "date|time:date|datetime",
  }),
  // i=200 (Finance, Expense_Planner_Deluxe)
  g("g18-expense-planner-deluxe", "Expense Planner Deluxe is a finance software application that takes expense planning to the next level. In addition to helping users allocate their income into different expense categories, it also offers advanced features such as expense forecasts, automated bill payments, and financial goal tracking. Users can input their monthly income and desired savings goals, and the application will generate a personalized expense plan. It will also provide reminders for upcoming bills and send notifications when users deviate from their budget.", {
    "Income": "amount:money, month|date:date|string",
    "Category|ExpenseCategory|Expense": "name, amount|allocation|budget:money",
    "Bill|BillPayment": "name, amount:money, due|due_date:date",
    "Goal|SavingsGoal|FinancialGoal": "amount|target:money",
    "?Plan|ExpensePlan": "",
    "?Forecast": "",
  }),
  // i=206 (Finance, Expense_Analyzer_Pro)
  g("g18-expense-analyzer", "Expense Analyzer Pro is a finance software application that goes beyond basic expense analysis. In addition to helping users track and categorize their expenses, it provides advanced features such as expense forecasting, personalized cost-cutting suggestions, and savings recommendations. Users can input their expenses and categorize them into different categories such as groceries, transportation, utilities, etc. The application will provide visualizations and reports that show users how much they are spending in each category and how it compares to their budget. Additionally, it offers personalized tips and recommendations on how users can reduce their expenses and achieve their financial goals.", {
    "Expense": "amount:money, date:date, category",
    "Budget": "amount|limit:money",
    "?Category": "name",
    "?Goal|FinancialGoal": "target|amount:money",
  }),
  // i=212 (Health_Fitness, Calorie_Counter)
  g("g18-calorie-counter", "Calorie Counter is a simple and effective software that allows users to track their daily caloric intake. With easy food input, the software calculates and displays the total calories consumed. Users can also set daily calorie goals and monitor their progress towards meeting those goals.", {
    "Food|FoodEntry|Entry|Meal|Intake": "name|food, calories:count|number, date:date",
    "Goal|CalorieGoal": "calories|target:count|number, date:date",
  }),
  // i=218 (Health_Fitness, FitnessCoach)
  g("g18-fitness-coach", "FitnessCoach is a software application that provides personalized workout plans and coaching for users based on their specific fitness goals and preferences. The app includes a library of exercises with detailed instructions and demonstration videos. Users can input their fitness goals, current fitness level, available equipment, and preferred workout duration. FitnessCoach will then generate a customized workout plan that includes a variety of exercises targeting different muscle groups. The app also tracks and analyzes users", {
    "Exercise": "name, instructions|description:text, video|demonstration:url, muscle_group|muscle",
    "WorkoutPlan|Plan|Workout": ">Exercise, goal|name, duration:count",
    "?Profile|User|Goal": "goal, level|fitness_level:enum, equipment, duration|workout_duration:count",
  }),
  // i=224 (Health_Fitness, Workout_Planner)
  g("g18-workout-planner", "Workout Planner is a software application that helps users create personalized workout plans and schedule their exercises. Users can input their fitness goals, such as weight loss, muscle gain, or overall fitness improvement. The app generates a customized plan that includes a variety of exercises targeting different muscle groups. It also provides reminders and notifications to keep users on track with their workouts.", {
    "Exercise": "name, muscle_group|muscle",
    "Plan|WorkoutPlan|Workout": "name|goal, >Exercise",
    "Goal|FitnessGoal": "type|goal:enum=weight loss/muscle gain",
    "?Workout|Session|ScheduledWorkout|Schedule": "date|time|scheduled:datetime|date",
    "?Reminder|Notification": "",
  }),
  // i=230 (Health_Fitness, Fitness_Challenge_Planner)
  g("g18-fitness-challenges", "Fitness Challenge Planner is a software application that helps users plan and manage their own fitness challenges. Users can create personalized challenges based on their fitness goals, such as weight loss, muscle gain, or endurance improvement. The app provides a library of challenge templates and allows users to customize the duration, intensity, and specific exercises or activities for each challenge. Users can track their progress and receive notifications and reminders to stay motivated throughout the challenge.", {
    "Challenge": "name|title, goal:enum|string, duration:count, intensity:enum, start|start_date:date",
    "Template|ChallengeTemplate": "name",
    "Exercise|Activity": "name",
    "Progress|Entry|Log|Checkin": ">Challenge, date:date",
    "?Reminder|Notification": "",
  }),
  // i=236 (Health_Fitness, SleepWell)
  g("g18-sleepwell", "SleepWell is a software application that helps users improve their sleep quality and establish healthy sleep habits. The app includes features such as sleep tracking, bedtime reminders, and relaxation techniques to help users unwind before bed. Users can set personalized sleep goals and monitor their progress over time. SleepWell also provides recommendations based on sleep patterns and offers insights into factors that may affect sleep quality, such as caffeine intake or screen time before bed.", {
    "Sleep|SleepLog|SleepEntry|SleepRecord|Entry": "date:date, bedtime|start:datetime|string, duration|hours:number|count, quality:rating|enum|number, caffeine:bool|string|number, screen_time|screen:number|count|bool",
    "Goal|SleepGoal": "hours|target|duration:number|count, bedtime|time",
    "?Reminder": "time:datetime|string",
    "?Technique": "name",
  }),
  // i=248 (Medical, Medical_Diet_Planner)
  g("g18-diet-planner", "A software application that helps users plan and track their dietary intake based on their medical condition and specific dietary requirements. Provides personalized meal plans, recipe suggestions, and nutritional information.", {
    "MealPlan|Plan|Meal": "date:date, >Recipe",
    "Recipe": "name, calories|nutrition:number|count|text",
    "?Condition|MedicalCondition|Requirement": "name",
    "Intake|Entry|FoodEntry|Log": "food|name, date:date, calories:number|count",
  }),
  // i=260 (Medical, Medical_Treatment_Tracker)
  g("g18-treatment-tracker", "A software application that helps patients track and manage their ongoing medical treatments, including medications, therapies, and procedures.", {
    "Treatment": "name, type:enum=medication/therapy/procedure, start|start_date:date, status:enum",
    "?Medication": "name, dosage|dose, frequency",
    "?Therapy": "",
    "?Procedure": "date:date",
    "?Patient": "name",
  }),
  // i=278 (Music, Lyric_Analyzer)
  g("g18-lyric-analyzer", "The Lyric Analyzer is a music software application that allows users to analyze the lyrics of songs. Users can input the lyrics of a song, and the software will analyze the content, structure, and sentiment of the lyrics. It provides users with detailed insights on the theme, word frequency, rhyme scheme, and emotional tone of the lyrics. Additionally, the Lyric Analyzer offers visualizations and charts to help users better understand the lyrics and make informed decisions for songwriting, analysis, or educational purposes.", {
    "Song|Lyric|Lyrics": "title, artist, lyrics|text:text",
    "Analysis": ">Song|Lyric|Lyrics, sentiment|tone:enum|string, theme",
  }),
  // i=284 (Music, Music_Rhythm_Trainer)
  g("g18-rhythm-trainer", "The Music Rhythm Trainer is a software application designed to help musicians improve their rhythm skills. Users can select from a variety of rhythm exercises, such as clapping or tapping different patterns. The software provides a metronome to keep a steady beat and visually displays the rhythm patterns for users to follow. It offers a range of difficulty levels and allows users to practice at their own pace. Additionally, the Music Rhythm Trainer provides feedback on accuracy and progress to help users track their improvement over time.", {
    "Exercise|RhythmExercise": "name, difficulty|level:enum, pattern",
    "Session|Practice|Attempt|Result": ">Exercise|RhythmExercise, accuracy|score:number|count, date:date|datetime",
  }),
  // i=308 (News, Headlinr)
  g("g18-headlinr", "Headlinr is a news software application that provides personalized news summaries. It uses natural language processing techniques to extract key information from news articles and generates concise summaries. Users can customize their news preferences, including topics and sources they are interested in. The software employs a ranking algorithm to prioritize the most relevant news based on user preferences. It also supports bookmarking and sharing features. Headlinr aims to provide a streamlined and personalized news browsing experience.", {
    "Article|News": "title|headline, summary:text, source, topic, url:url",
    "Bookmark": ">Article|News",
    "?Source": "name",
    "?Topic": "name",
    "?Preference": "",
  }),
  // i=320 (News, News_Reader)
  g("g18-news-reader", "News Reader is a software application that allows users to read and stay updated on the latest news articles from various sources. It provides a clean and user-friendly interface where users can browse different categories of news such as politics, sports, entertainment, etc. Users can also search for specific topics or keywords to find relevant articles. News Reader offers a personalized experience by allowing users to customize their news feed based on their interests. The application displays the headline, summary, and source of each article and allows users to read the full article by clicking on it.", {
    "Article|News": "headline|title, summary:text, source, category, url:url",
    "?Category": "name",
    "?Source": "name",
  }),
  // i=332 (Notebook, Sticky_Notes)
  g("g18-sticky-notes", "A software that allows users to create digital sticky notes on their computer screen to jot down quick reminders, to-do lists, or important information.", {
    "Note|StickyNote": "text|content|body:text, color",
  }),
  // i=338 (Notebook, NoteHub)
  g("g18-notehub", "NoteHub is a notebook software application designed for software developers and coders. It provides a platform for developers to create, store, and organize their programming notes, snippets, and code examples. NoteHub offers syntax highlighting for various programming languages, a code editor with features like auto-indentation, code completion, and search functionality within notes. It also allows developers to group and categorize their notes based on topics or projects. NoteHub aims to simplify the process of managing and accessing coding resources and improve productivity for developers.", {
    "Note": "title, content|body|code:text, language:enum|string, topic|project|category",
    "?Snippet|CodeSnippet": "code:text, language",
    "?Topic|Project|Category": "name",
  }),
  // i=344 (Notebook, Notebook_Linker)
  g("g18-notebook-linker", "A software application that facilitates linking and connecting related notes within digital notebooks. Users can establish connections based on relevance, dependencies, or associations, enabling easy navigation and exploration of connections between ideas.", {
    "Notebook": "name|title",
    "Note": "title, content|body:text, >Notebook",
    "Link|Connection": ">Note, type|kind:enum=relevance/dependency/association",
  }),
];
