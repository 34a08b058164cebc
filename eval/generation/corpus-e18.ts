/**
 * A study batch (e18) written by the entities helper (`ent`) in the twelfth generation session,
 * 2026-11-28, on main a325d2a, before any rule change of that session. One case per software
 * description of SRDD (the Software Requirement Description Dataset of OpenBMB/ChatDev, Apache-2.0
 * licence; games and pure utilities removed) with index i % 6 == 1 and i < 345 that asks for stored
 * records (games, calculators and descriptions that name nothing to keep left out), the description
 * used verbatim (truncated ones as they are). Expectations are what a careful reader of the
 * description expects, written before looking at the generator's output. Its misses may be read
 * while tuning. Split 'dev' so it can be run by prefix (`--only 'e18-*'`). Same expectation DSL as
 * corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const E18_CREATE_CASES: CreateCase[] = [
  // i=7
  dev('e18-budget-saver', 'BudgetSaver is a software application that helps individuals save money by analyzing their expenses and providing personalized recommendations for reducing spending and increasing savings. It tracks and categorizes expenses, identifies areas of overspending, and suggests cost-saving strategies. Users can set savings goals and track their progress over time. With BudgetSaver, individuals can make informed financial decisions and achieve their savings targets.', {
    Expense: 'amount:money, >Category',
    'Category|ExpenseCategory': 'name',
    'SavingsGoal|Goal|SavingGoal': 'target|amount:money',
    '?Recommendation|Suggestion|Strategy': '',
    '?User': '',
  }),
  // i=13
  dev('e18-budget-lite', 'BudgetOptimizerLite is a simplified budgeting software application that helps individuals track and manage their budgets effectively. It provides users with a user-friendly interface to input their income and expenses and offers basic budgeting features such as goal setting and visual representations of budget breakdowns. This software focuses on simplicity and ease of use, making it ideal for individuals who are new to budgeting or prefer a less complex budgeting tool.', {
    Budget: 'amount|limit:money',
    'Income|Transaction': 'amount:money',
    'Expense|Transaction': 'amount:money',
    'Goal|BudgetGoal|SavingsGoal': '',
    '?Category': '',
    '?User': '',
  }),
  // i=19
  dev('e18-savings-planner', 'SavingsPlanner is a budgeting software application that focuses on helping individuals effectively plan and track their savings goals. It provides a user-friendly interface for users to input their income and expenses, categorize them, and set savings targets. The software offers visual representations of savings progress and generates reports to track savings habits. With SavingsPlanner, individuals can make informed financial decisions and stay on track to achieve their savings goals.', {
    'Income|Transaction': 'amount:money',
    'Expense|Transaction': 'amount:money, >Category',
    Category: 'name',
    'SavingsGoal|Goal|SavingsTarget|Target': 'target|amount:money',
    '?Report': '',
    '?User': '',
  }),
  // i=25
  dev('e18-budget-enforcer', 'BudgetEnforcer is a budgeting software application that helps individuals stick to their budget and achieve their financial goals through gamification. It tracks users', {
    Budget: 'amount|limit:money',
    'Goal|FinancialGoal': '',
    '?Achievement|Badge|Reward|Challenge': '',
    '?User': '',
  }),
  // i=31
  dev('e18-inventory', 'An inventory tracker software that helps businesses keep track of their inventory levels, manage stock orders, and generate reports.', {
    'Item|Product|InventoryItem|StockItem': 'name, quantity|stock|level:count|number',
    'StockOrder|Order|PurchaseOrder': '>Item|Product|InventoryItem|StockItem',
    '?Report': '',
    '?Supplier': '',
    '?OrderItem|OrderLine|StockOrderItem': '',
  }),
  // i=37
  dev('e18-project-tracker', 'Project Tracker is a business software application that helps businesses track and manage their projects. It provides features for creating and assigning tasks, setting deadlines, tracking progress, and generating reports. The application also allows team members to collaborate and communicate with each other, making it easier to coordinate and complete projects efficiently.', {
    Project: 'name',
    Task: 'title|name, deadline|due:date, >Project',
    'TeamMember|Member|User|Employee': 'name',
    'Task>TeamMember|Task>Member|Task>User|Task>Employee': '',
    '?Message|Comment': '',
    '?Report': '',
  }),
  // i=43
  dev('e18-survey-tool', 'Business Survey Tool is a software application that enables businesses to create and distribute surveys to collect feedback and insights from their customers and employees. The tool provides a user-friendly interface for businesses to design customizable surveys with various question types and response options. It also offers features for managing survey distribution, tracking response rates, and analyzing survey results.', {
    Survey: 'title|name',
    Question: 'text|question|title, type:enum, >Survey',
    'Response|SurveyResponse|Submission': '>Survey',
    '?Answer': '',
    '?Option|ResponseOption|Choice|AnswerOption': '',
    '?Respondent|Customer': '',
    '?Employee': '',
    '?Distribution': '',
    '?Business|Company': '',
  }),
  // i=49
  dev('e18-sales-territory', 'Sales Territory Manager is a business software application that helps businesses organize and manage their sales territories. It provides features for defining and assigning territories to sales representatives, tracking territory performance metrics, and generating reports for analysis and optimization.', {
    'Territory|SalesTerritory': 'name, >SalesRepresentative|SalesRep|Representative',
    'SalesRepresentative|SalesRep|Representative': 'name',
    '?Metric|PerformanceMetric': '',
    '?Report': '',
  }),
  // i=55
  dev('e18-sales-performance', 'Business Sales Performance Tracker is a software application that helps businesses track and analyze their sales performance. It provides features for inputting sales data, generating reports, and visualizing sales performance metrics. The application also allows businesses to set sales goals and compare actual performance against targets.', {
    Sale: 'amount:money, date:date',
    'SalesGoal|Goal|Target|SalesTarget': 'target|amount:money',
    '?Report': '',
    '?Metric': '',
  }),
  // i=67
  dev('e18-cultural-calendar', 'The Cultural Calendar is a software application that provides users with a curated collection of cultural events, festivals, and celebrations from around the world. It allows users to explore and discover various cultural happenings, including religious festivals, national holidays, and traditional events. Users can view event details, learn about the significance and history behind the celebrations, and even set reminders for upcoming events they are interested in.', {
    'Event|CulturalEvent': 'name|title, date:date, significance|history|description:text',
    Reminder: '>Event|CulturalEvent',
    '?Festival|Holiday|Celebration': '',
    '?Culture|Country|Region': '',
    '?User': '',
  }),
  // i=73
  dev('e18-culture-connections', 'Culture Connections Plus is a software application that brings together individuals from different cultures through immersive virtual experiences. Users can participate in virtual cultural workshops, engage in language exchange programs, and learn about diverse cultures through interactive 3D tours of landmarks and museums. The app also provides a platform for users to connect with people from different cultures, fostering meaningful connections and promoting cultural understanding.', {
    'Workshop|CulturalWorkshop': 'title|name, date:datetime',
    'Program|LanguageExchange|ExchangeProgram|LanguageExchangeProgram': 'name|title|language',
    'Tour|VirtualTour': 'name|title',
    '?Landmark': '',
    '?Museum': '',
    '?Culture': '',
    '?Connection': '',
    '?User|Member|Profile': '',
  }),
  // i=79
  dev('e18-cultural-traditions', 'Cultural Traditions is a software application that offers users an immersive experience of exploring and learning about the unique cultural traditions from different countries and regions around the world. Users can delve into the rich tapestry of customs, rituals, festivals, and practices that define the cultural heritage of diverse communities. The application provides detailed descriptions, engaging multimedia content, and interactive experiences to enhance the understanding and appreciation of various cultural traditions.', {
    'Tradition|CulturalTradition': 'name, description:text, >Country|Region',
    'Country|Region': 'name',
    '?Custom|Ritual|Festival|Practice': '',
    '?Media|MediaItem|Content': '',
    '?Community|Culture': '',
  }),
  // i=91
  dev('e18-data-query', 'A software that allows users to easily query and retrieve specific information from a dataset.', {
    'Dataset|DataSet': 'name',
    '?Query|SavedQuery': '',
  }),
  // i=97
  dev('e18-data-merger', 'The Data Merger is a software application that allows users to merge multiple data sets into a single consolidated dataset. It provides an easy-to-use interface where users can import their data sets in various formats, such as CSV or Excel files. The software automatically identifies common fields between the data sets and combines the data based on those fields. Users can choose to merge the data sets horizontally or vertically, and the software handles any inconsistencies in data types or formats. The Data Merger simplifies the process of combining data from multiple sources, making it a valuable tool for data integration and analysis.', {
    'Dataset|DataSet': 'name, format:enum',
    '?Merge|MergeJob|MergedDataset': '',
    '?Field|Column': '',
    '?Source|DataSource': '',
  }),
  // i=103
  dev('e18-data-trends', 'The Data Trend Analyzer is a software application that allows users to analyze and identify trends in their data sets. It provides users with insights into how data values change over time, allowing them to understand patterns and make informed decisions based on historical trends.', {
    'Dataset|DataSet': 'name',
    '?DataPoint|Value|Record|Entry': '',
  }),
  // i=109
  dev('e18-data-quality', 'The Data Quality Validator is a software application that enables users to validate the quality of their datasets...', {
    'Dataset|DataSet': 'name',
    '?Validation|ValidationRun|Check|Report|ValidationReport': '',
  }),
  // i=115
  dev('e18-data-validation', 'The Data Validation Assistant is a software application that helps users validate and verify the quality and accuracy of their data sets. Users can easily import their data sets and specify the validation rules they want to apply. The software performs checks and validations on the data, such as data type validation, range validation, or uniqueness validation, and generates a report highlighting any errors or inconsistencies found in the data.', {
    'Dataset|DataSet': 'name',
    'ValidationRule|Rule': 'name, type:enum',
    'Report|ValidationReport|Validation': '>Dataset|DataSet',
    '?Error|Issue|Inconsistency': '',
    '?Check|Validation': '',
  }),
  // i=121
  dev('e18-fun-trivia', 'FunTrivia is an entertainment software application that allows users to explore a wide range of fun and interesting trivia questions across various categories. The app provides a user-friendly interface where users can select their preferred category and answer multiple-choice questions. The software tracks the user', {
    Question: 'text|question, answer, >Category',
    Category: 'name',
    '?Score|Result|Attempt|Answer': '',
    '?Option|Choice': '',
    '?User': '',
  }),
  // i=127
  dev('e18-game-night', 'Game Night is an entertainment software application that allows users to host virtual game nights with a variety of classic board games, card games, and party games. Users can create private game rooms, invite friends, and play games in real-time. The software includes features like chat, customizable game settings, and leaderboards to enhance the gaming experience.', {
    'GameRoom|Room': 'name, private:bool, >Game',
    Game: 'name, type|category:enum',
    '?Invitation|Invite': '',
    '?Message|ChatMessage': '',
    '?Leaderboard|Score|Result': '',
    '?Friend|Player|User': '',
    '?Setting|GameSetting': '',
  }),
  // i=139
  dev('e18-sports-quiz', 'A software application that allows users to test their knowledge in various sports disciplines. Users can choose a specific sport or opt for a random quiz. Each quiz consists of multiple-choice questions related to the rules, players, and historical events of the chosen sport. Users can track their scores and compete with friends to see who has the highest sports IQ. The app also provides explanations for correct answers to help users expand their knowledge in different sports.', {
    Sport: 'name',
    Quiz: '>Sport',
    Question: 'text|question, explanation:text, >Quiz|Sport',
    'Score|Result|Attempt|QuizResult': 'score:number|count, >Quiz',
    '?Friend|User|Player': '',
    '?Option|Choice|Answer': '',
  }),
  // i=145
  dev('e18-karaoke', 'This software allows users to sing and record their favorite songs karaoke-style. Users can select from a wide range of songs across different genres and languages. The software provides synchronized lyrics and background music, and users can record their vocals using their device', {
    Song: 'title, genre, language, lyrics:text',
    'Recording|Performance': '>Song',
    '?Genre': '',
    '?Language': '',
    '?User': '',
  }),
  // i=151
  dev('e18-family-connect', 'MyFamilyConnect is a centralized hub for families to stay connected and share information. It includes features like sharing updates, photos, and announcements, a shared calendar, a task manager, and a messaging system.', {
    'Update|Post': 'text|content|body:text',
    Photo: 'image|photo:image',
    Announcement: 'title|text|body',
    'Event|CalendarEvent': 'date|start:datetime|date',
    Task: 'title|name',
    Message: 'text|content|body:text',
    '?FamilyMember|Member': '',
    '?Family': '',
  }),
  // i=157
  dev('e18-toy-organizer', 'A software that helps parents and kids keep track of their toy inventory and organizing them effectively. It allows users to categorize toys, create virtual bins or shelves, and easily locate toys when they are needed. The software also provides a feature to set reminders for toy rotation or donation. Additionally, it offers suggestions for age-appropriate toys based on the child', {
    Toy: 'name, >Category, >Bin|Shelf|Storage|Location|Container',
    'Category|ToyCategory': 'name',
    'Bin|Shelf|Storage|Location|Container': 'name',
    Reminder: 'date:date|datetime, >Toy',
    '?Child|Kid': '',
    '?Suggestion': '',
  }),
  // i=163
  dev('e18-scrapbook', 'PhotoScrapBook is a software application that allows families to create digital scrapbooks of their precious memories. Users can upload and organize photos, add captions and notes, and customize the layout and design of each page. The app also offers a variety of templates, stickers, and decorative elements to enhance the visual appeal of the scrapbook. Families can share their scrapbooks with each other, preserving and reliving their cherished moments.', {
    Scrapbook: 'title|name',
    Page: '>Scrapbook, layout',
    Photo: 'image|photo:image, caption, >Page|Scrapbook',
    Template: 'name',
    '?Sticker': '',
    '?Note': '',
    '?Element|DecorativeElement': '',
    '?Family': '',
  }),
  // i=169
  dev('e18-family-health', 'FamilyHealthTracker is a software application that helps families track and manage their overall health and wellbeing. It provides features such as personalized health profiles for each family member, the ability to input and monitor vital health metrics like weight, height, and blood pressure, and a calendar to schedule and track appointments and medications. The app also offers informative articles and tips on nutrition, exercise, and mental health. Families can set goals, receive reminders, and celebrate milestones together, promoting a healthy and active lifestyle.', {
    'FamilyMember|Member|Profile|HealthProfile': 'name',
    'Metric|HealthMetric|Measurement|Reading|VitalSign': 'weight:number, height:number, blood_pressure, >FamilyMember|Member|Profile|HealthProfile',
    Appointment: 'date:datetime|date, >FamilyMember|Member|Profile|HealthProfile',
    Medication: 'name, dosage|dose',
    Article: 'title, body|content:text',
    Goal: '',
    '?Reminder': '',
    '?Milestone': '',
    '?Tip': '',
  }),
  // i=175
  dev('e18-fitness-story', 'FitnessStory is a software application that combines storytelling and physical activities to promote fitness and storytelling skills in children. The app offers a variety of interactive stories where the characters embark on fitness adventures. Children can follow along with the story and participate in exercises and movements inspired by the narrative. The app provides step-by-step instructions and visual demonstrations for each fitness activity. FitnessStory aims to make fitness fun and engaging for children while nurturing their storytelling abilities.', {
    Story: 'title, body|text|content:text',
    'Activity|Exercise|FitnessActivity': 'name|title, instructions:text, >Story',
    '?Character': '',
    '?Child': '',
    '?Demonstration|Video': '',
  }),
  // i=187
  dev('e18-expense-analyzer', 'Expense Analyzer is a finance software application that helps users analyze their expenses and identify areas where they can cut costs and save money. Users can input their expenses and categorize them into different categories such as groceries, entertainment, utilities, etc. The application will provide visualizations and reports that show users how much they are spending in each category and how it compares to their budget. Additionally, the application will offer personalized tips and recommendations on how users can reduce their expenses and achieve their financial goals.', {
    Expense: 'amount:money, date:date, >Category',
    Category: 'name',
    Budget: 'amount|limit:money',
    '?Tip|Recommendation': '',
    '?Goal': '',
    '?Report': '',
  }),
  // i=193
  dev('e18-financial-progress', 'Financial Progress Tracker is a finance software application that allows users to set and track their financial goals. Users can input their specific goals, such as saving for a vacation, paying off debt, or building an emergency fund. The software provides tools and visualizations to track progress towards these goals, including a goal progress bar, timelines, and reminders. Users can also set milestones and receive notifications when they reach them. The main function of the software is to provide users with a clear and organized way to track and achieve their financial goals.', {
    'Goal|FinancialGoal': 'name|title, target|amount:money',
    Milestone: '>Goal|FinancialGoal',
    '?Reminder': '',
    '?Notification': '',
  }),
  // i=199
  dev('e18-finance-assistant', 'Finance Assistant is a finance software application that provides personalized financial guidance and assistance. Users can input their income, expenses, and savings goals, and the application will provide recommendations and suggestions to help them achieve their financial objectives. The software will also offer educational resources and tips on budgeting, investing, and saving.', {
    'Income|Transaction': 'amount:money',
    'Expense|Transaction': 'amount:money',
    'SavingsGoal|Goal': 'target|amount:money',
    '?Recommendation|Suggestion': '',
    '?Resource|Article|Tip': '',
  }),
  // i=205
  dev('e18-expense-categorizer', 'The Expense Categorizer is a finance software application that helps users categorize their expenses into different categories based on their spending habits. Users can input their expenses and the application will automatically categorize them into predefined categories such as food, transportation, entertainment, utilities, etc. Users can also customize and create their own categories. The main function of the software is to provide users with an easy and efficient way to organize their expenses and gain insights into their spending patterns.', {
    Expense: 'amount:money, >Category',
    Category: 'name',
  }),
  // i=217
  dev('e18-daily-challenge', 'Daily Fitness Challenge is a software application that provides users with a new fitness challenge every day. Each challenge is designed to target different muscle groups or focus on specific fitness goals, such as strength, endurance, or flexibility. Users can choose to participate in the challenge and track their progress throughout the day. The app also includes video demonstrations and instructions for each challenge to ensure proper form and technique.', {
    Challenge: 'name|title, date:date, instructions:text',
    '?Participation|Entry|ChallengeParticipation|Progress|Attempt': '',
    '?MuscleGroup': '',
    '?Video|Demonstration': '',
  }),
  // i=223
  dev('e18-fitness-planner', 'FitnessPlanner is a software application that helps users create personalized fitness plans and schedule their workouts. Users can input their fitness goals, such as weight loss, muscle gain, or overall fitness improvement, and specify the number of workout days per week. The app generates a customized plan that includes a variety of exercises targeting different muscle groups. It also provides reminders and notifications to keep users on track with their workouts.', {
    'Plan|FitnessPlan': 'goal, days|workout_days:count|number',
    Workout: 'date|scheduled|start:datetime|date, >Plan|FitnessPlan',
    Exercise: 'name, muscle_group|muscle',
    '?Goal|FitnessGoal': '',
    '?Reminder': '',
  }),
  // i=229
  dev('e18-challenge-tracker', 'Fitness Challenge Tracker is a software application that allows users to create and participate in fitness challenges to achieve their health and fitness goals...', {
    'Challenge|FitnessChallenge': 'name|title',
    '?Participation|Participant|Entry|ChallengeParticipant': '',
    '?Goal': '',
  }),
  // i=235
  dev('e18-water-tracker', 'DailyWaterTracker is a software application that helps users track and manage their daily water intake.', {
    'Intake|WaterIntake|Entry|Log|WaterLog|Drink|IntakeLog': 'amount|volume|quantity, date|time',
    '?Goal|DailyGoal': '',
  }),
  // i=241
  dev('e18-prescription-reminder', 'Keep patients on track with their medication schedules by sending timely reminders to take prescribed medications.', {
    'Medication|Prescription': 'name, dosage|dose',
    'Reminder|Schedule|Dose|MedicationSchedule': 'time:datetime, >Medication|Prescription',
    '?Patient': '',
  }),
  // i=247
  dev('e18-symptom-tracker', 'A software application that allows users to track and monitor their symptoms over time, enabling them to identify patterns and potential triggers. Users can log symptoms, severity, duration, and associated factors such as food, stress, or environment to gain insights into their health and make informed decisions.', {
    'Symptom|SymptomLog|SymptomEntry|Log|Entry': 'severity, duration',
    '?Factor|Trigger': '',
  }),
  // i=253
  dev('e18-appointment-reminders', 'Medical Appointment Reminders Pro is an advanced software application that sends personalized automated reminders to patients for their upcoming medical appointments. It goes beyond the basic functionality of the Medical Appointment Scheduler by providing additional features such as customized reminders based on patients', {
    Patient: 'name',
    Appointment: 'date|time|start:datetime, >Patient',
    Reminder: '>Appointment',
  }),
  // i=259
  dev('e18-symptom-recommender', 'A software application that recommends potential medical conditions or diagnoses based on the symptoms provided by the user. It uses a database of known symptoms and associated conditions to generate a list of possible diagnoses, along with information on causes, treatments, and recommended next steps.', {
    Symptom: 'name',
    'Condition|Diagnosis|MedicalCondition': 'name, cause|causes:text, treatment|treatments:text',
    'Condition>Symptom|Symptom>Condition|Diagnosis>Symptom|MedicalCondition>Symptom': '',
    '?Check|Assessment|Query|SymptomCheck': '',
  }),
  // i=265
  dev('e18-condition-tracker', 'A simplified version of the Medical Condition Tracker software that allows users to track and monitor their medical conditions and symptoms over time. Users can log their symptoms, severity, and duration to gain insights into their health. The software provides basic data visualizations to help users identify patterns and potential triggers, but does not include advanced features for analysis and personalized recommendations.', {
    'Condition|MedicalCondition': 'name',
    'Symptom|SymptomLog|SymptomEntry|Log|Entry': 'severity, duration',
  }),
  // i=271
  dev('e18-melody-maker', 'Melody Maker is a music software application that allows users to easily compose their own melodies. The software provides a user-friendly interface where users can select different musical notes, change their durations, and arrange them in a sequence to create a melody. It also offers a library of pre-set musical styles and instruments to choose from, allowing users to personalize their compositions. Additionally, Melody Maker provides basic editing functions such as copy, paste, and delete, making it simple for users to refine their melodies.', {
    'Melody|Composition': 'title|name',
    Note: 'pitch|name, duration, >Melody|Composition',
    '?Style|MusicalStyle': '',
    '?Instrument': '',
  }),
  // i=277
  dev('e18-harmonizer', 'The Music Harmonizer is a software application that allows users to harmonize their music tracks effortlessly. Users can upload their existing music files, and the software will automatically analyze the melodies and generate harmonies that complement the original track. It offers options to adjust the harmony level, choose different harmonization styles, and preview the harmonized track in real-time. The Music Harmonizer aims to empower musicians and composers with the ability to add rich harmonies to their compositions without requiring extensive music theory knowledge or manual arrangement.', {
    'Track|MusicTrack|File|MusicFile': 'title|name',
    'Harmony|Harmonization': 'style, level, >Track|MusicTrack|File|MusicFile',
    '?Style|HarmonizationStyle': '',
  }),
  // i=289
  dev('e18-progression-analyzer', 'The Music Progression Analyzer is a software application that analyzes the chord progressions of music tracks. Users can input a MIDI file or enter the chord progression manually. The software will analyze the chord sequence, identify the individual chords, and provide insights on the harmonic structure. It will also generate visualizations and charts to help users understand the relationships between the chords and identify common patterns. The Music Progression Analyzer aims to assist musicians, composers, and music enthusiasts in studying and analyzing harmonic progressions in various genres of music.', {
    'Progression|ChordProgression|Track|MusicTrack|Song|Analysis': 'title|name',
    Chord: 'name|symbol',
    '?Genre': '',
  }),
  // i=295
  dev('e18-lyrics-analyzer', 'The Lyrics Analyzer is a music software application that allows users to analyze and gain insights into the lyrics of songs. Users can input the lyrics of a song, and the software will analyze the content, structure, and sentiment of the lyrics. It provides users with detailed insights on the theme, word frequency, rhyme scheme, and emotional tone of the lyrics. Additionally, the Lyrics Analyzer offers visualizations and charts to help users better understand the lyrics and make informed decisions for songwriting, analysis, or educational purposes.', {
    'Song|Lyrics|Lyric': 'title, lyrics|text|content:text',
    '?Analysis|Insight|Report': '',
  }),
  // i=301
  dev('e18-news-highlights', 'NewsHighlights is a news software that provides users with concise summaries of top news stories using natural language processing algorithms. It categorizes news into different topics and allows users to customize their preferences. Users receive personalized daily news digests and can save and share articles.', {
    'Article|Story|NewsStory|NewsArticle': 'title|headline, summary:text, >Topic|Category',
    'Topic|Category': 'name',
    '?Digest|NewsDigest': '',
    '?Preference|UserPreference': '',
    '?SavedArticle|Bookmark|Save': '',
    '?Share': '',
  }),
  // i=307
  dev('e18-news-trend', 'News Trend tracks and analyzes the latest trends in news articles, helping users stay informed about the most popular topics.', {
    'Article|NewsArticle': 'title|headline',
    Topic: 'name',
    '?Trend': '',
  }),
  // i=313
  dev('e18-instant-news', 'InstantNews is a news software application that provides real-time updates on breaking news from around the world. It combines curated news sources with algorithms to deliver tailored news summaries. Users can skim through headlines and read articles of interest. Features include bookmarking and sharing functionalities.', {
    'Article|NewsArticle|Story': 'headline|title, >Source|NewsSource',
    'Source|NewsSource': 'name',
    'Bookmark|SavedArticle': '>Article|NewsArticle|Story',
    '?Summary': '',
    '?Share': '',
  }),
  // i=319
  dev('e18-newsflix', 'A news software application that provides personalized news recommendations based on user preferences and interests. It allows users to customize their news feed by selecting topics of interest and filters out irrelevant news sources. The application also provides a search feature for users to find specific news articles or topics. Users can save articles to read later and share articles with others through various platforms.', {
    'Article|NewsArticle': 'title|headline, >Topic, >Source|NewsSource',
    Topic: 'name',
    'Source|NewsSource': 'name',
    'SavedArticle|Bookmark|ReadingList': '>Article|NewsArticle',
    '?Preference|Interest': '',
    '?Share': '',
    '?Feed': '',
  }),
  // i=325
  dev('e18-newsbot', 'NewsBot is a news software application that provides personalized news recommendations and updates through a conversational chatbot interface. Users can interact with the chatbot to receive news summaries, explore different topics, and ask specific questions about news articles. The chatbot uses natural language processing algorithms to understand user queries and generate relevant responses, ensuring an easy and convenient way for users to stay informed about the latest news.', {
    'Article|NewsArticle': 'title|headline, summary:text',
    Topic: 'name',
    '?Message|ChatMessage|Question|Query|Conversation': '',
    '?User': '',
  }),
  // i=331
  dev('e18-note-collab', 'Collaborative notebook allowing real-time editing, note organization, version control, commenting, and file attachments.', {
    Note: 'title, body|content|text:text',
    'Version|NoteVersion|Revision': '>Note',
    Comment: 'body|text|content:text, >Note',
    'Attachment|File': '>Note',
    '?Notebook|Folder|Tag': '',
    '?User|Collaborator': '',
  }),
  // i=337
  dev('e18-note-sync', 'NoteSync is a software application that allows users to synchronize their digital notebooks across multiple devices. Users can create, organize, and edit their notes on one device, and the changes will automatically sync to their other devices in real-time.', {
    Notebook: 'name|title',
    Note: 'title, body|content|text:text, >Notebook',
    '?Device': '',
    '?Sync': '',
  }),
  // i=343
  dev('e18-note-palette', 'A software application that allows users to create and organize digital notebooks specifically designed for color palettes. Users can create new palettes by selecting colors from a color picker or by importing colors from images. They can also organize their palettes into categories such as warm colors, cool colors, pastel colors, etc. NotePalette provides tools to easily rearrange, delete, or duplicate colors within a palette. Users can add notes or descriptions to each color and customize the display of the palette by choosing different layouts or grid arrangements.', {
    Palette: 'name, >Category',
    Color: 'hex|value|code, note|description:text, >Palette',
    Category: 'name',
    '?Notebook': '',
    '?Image': '',
  }),
];
