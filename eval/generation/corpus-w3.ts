/**
 * The lead's study batch (w3) of the twelfth generation session (2026-11-28, on main a325d2a), written
 * before any rule change of that session. Its prompts are not the team's words: each is one description of
 * SRDD (the Software Requirement Description Dataset of OpenBMB/ChatDev, Apache-2.0 licence) **verbatim**,
 * from the slice whose index in the list of non-game descriptions is 5 mod 6 (index in the comments), those
 * that store nothing left out. Third-person product descriptions ("X is a software application that allows
 * users to …") are a genre the corpus had not held. Expectations are what a careful reader expects; misses
 * are read while tuning. Same expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const dev = creations('dev');

export const W3_CREATE_CASES: CreateCase[] = [
  // i=5 (Budgeting)
  dev('w3-budget-advisor', "BudgetAdvisor is a software application that provides personalized financial advice and guidance to help individuals effectively manage their budgets and achieve their financial goals.", {
    'Budget': '',
    '?Goal|FinancialGoal': '',
    '?Advice|Recommendation': '',
  }),
  // i=11 (Budgeting)
  dev('w3-budget-planner-lite', "BudgetPlannerLite is a simplified budgeting software application that helps individuals track and manage their budgets effectively. It provides a user-friendly interface for inputting income and expenses and offers basic budgeting features such as goal setting and visual representations of budget breakdowns.", {
    'Income': 'amount:money',
    'Expense': 'amount:money',
    '?Budget': '',
    '?Goal': '',
  }),
  // i=17 (Budgeting)
  dev('w3-budget-optimizer-lite', "BudgetOptimizerLite Plus is a simplified budgeting software application that helps individuals effectively track and manage their budgets. It provides users with a user-friendly interface to input their income and expenses and offers basic budgeting features such as goal setting and visual representations of budget breakdowns. Additionally, it includes a savings tracker that allows users to set savings goals and track their progress over time.", {
    'Income': 'amount:money',
    'Expense': 'amount:money',
    'SavingsGoal|Goal|Saving': 'target|amount:money',
    '?Budget': '',
  }),
  // i=23 (Budgeting)
  dev('w3-budget-optimizer-plus', "BudgetOptimizerPlus is a budgeting software application that goes beyond the basic functionality of tracking and managing budgets. It offers advanced features to help individuals optimize their financial management and achieve their long-term financial goals. It provides users with personalized recommendations based on their spending patterns and financial habits. BudgetOptimizerPlus also includes a savings tracker that allows users to set savings goals and track their progress over time. With its comprehensive functionality and user-friendly interface, BudgetOptimizerPlus is designed to empower individuals to make informed financial decisions and achieve financial success.", {
    'SavingsGoal|Goal|Saving': '',
    '?Budget': '',
    '?Recommendation': '',
    '?Expense|Spending|Transaction': '',
  }),
  // i=29 (Budgeting)
  dev('w3-budget-assistant', "BudgetAssistant is a budgeting software application that helps individuals effectively manage their finances by providing personalized budgeting recommendations based on their spending patterns and financial goals. It allows users to input their income and expenses, categorize them, and set budget goals. The software analyzes the data to identify areas of overspending and provides suggestions for optimizing budgets and increasing savings. With its user-friendly interface and intelligent recommendations, BudgetAssistant empowers individuals to make informed financial decisions and achieve their financial goals.", {
    'Income': 'amount:money',
    'Expense': 'amount:money, >Category',
    '?Category': '',
    '?BudgetGoal|Goal|Budget': '',
    '?Recommendation|Suggestion': '',
  }),
  // i=41 (Business)
  dev('w3-financial-documents', "Financial Document Manager is a business software application that helps businesses manage and organize their financial documents. It provides features for scanning and uploading documents, categorizing and labeling them, setting document expiration dates, and generating document reports. The application also offers features for secure storage and retrieval of documents, ensuring easy access and compliance with financial regulations.", {
    'Document': 'expiration|expiry:date, category|label',
    '?Report': '',
    '?Category|Label': '',
  }),
  // i=47 (Business)
  dev('w3-workflow-automation', "Business Workflow Automation is a software application that helps businesses automate and streamline their internal workflows. It allows users to create and manage workflow templates, define the sequence of tasks, set deadlines and assign responsibilities. The application also facilitates task tracking and progress monitoring, ensuring that the workflow is executed efficiently. Additionally, it provides features for generating reports and analyzing workflow performance metrics.", {
    'Workflow|WorkflowTemplate|Template': 'name',
    'Task': 'deadline|due:date, >Workflow',
    '?Responsibility|Assignee|Member': '',
    '?Report': '',
  }),
  // i=53 (Business)
  dev('w3-product-feedback', "Product Feedback Analyzer is a business software application that helps businesses analyze and gain insights from customer feedback on their products. The software allows businesses to collect feedback from various sources such as surveys, online reviews, and social media comments. It provides features for categorizing feedback, identifying sentiment, and generating reports to analyze trends and patterns in product feedback data. This information can assist businesses in making informed decisions to improve their products and enhance customer satisfaction.", {
    'Feedback': 'source, sentiment, >Product',
    'Product': 'name',
    '?Source': '',
    '?Review|Survey|Comment': '',
    '?Report': '',
  }),
  // i=59 (Business)
  dev('w3-task-scheduler', "Business Task Scheduler is a software application that helps businesses manage and schedule their tasks and assignments. It provides features for creating tasks, assigning them to team members, setting deadlines, and tracking progress. The application also offers functionalities like task prioritization, notifications, and calendar integration to ensure efficient task management and timely completion.", {
    'Task': 'deadline|due:date, priority, >TeamMember',
    'TeamMember|Member|Employee': 'name',
    '?Notification': '',
  }),
  // i=65 (Culture)
  dev('w3-culture-appreciation', "The Culture Appreciation app offers users a daily dose of knowledge about different cultures worldwide. Explore detailed descriptions, fun facts, historical background, and traditional practices of various cultures. Dive into specific countries or regions of interest. Test and enhance your cultural understanding with quizzes and interactive games. The app aims to educate, promote cultural awareness, and foster appreciation for the rich diversity of our world.", {
    'Culture': 'description:text',
    '?Fact': '',
    '?Country|Region': '',
    'Quiz': '',
    '?Practice|Tradition': '',
  }),
  // i=71 (Culture)
  dev('w3-culture-trivia', "A software application that offers users a fun and interactive way to test their knowledge of different cultures through trivia questions and quizzes.", {
    'Question|TriviaQuestion': '',
    'Quiz': '',
    '?Culture': '',
  }),
  // i=77 (Culture)
  dev('w3-culture-reflection', "Culture Reflection is a software application that allows users to reflect on their own cultural background and gain a deeper understanding of their cultural identity. It provides a series of thought-provoking prompts and questions that encourage users to explore their beliefs, values, traditions, and experiences. Users can journal their reflections and engage in self-discovery, fostering personal growth and cultural appreciation.", {
    'Reflection|JournalEntry|Entry': '',
    'Prompt|Question': '',
    '?Journal': '',
  }),
  // i=95 (Data)
  dev('w3-data-matcher', "The Data Matcher is a software application that allows users to compare and match data from different datasets. Users can import two datasets and specify the fields they want to match. The software will identify records in the datasets that have the same values in the specified fields and provide a summary of the matched records. Users can easily view and export the matched records for further analysis.", {
    'Dataset': '',
    '?Match|MatchedRecord': '',
    '?Field': '',
  }),
  // i=101 (Data)
  dev('w3-anomaly-detector', "The Data Anomaly Detector is a software application that automatically identifies and highlights anomalies or outliers in a given dataset. It analyzes the data using various statistical and machine learning techniques to detect abnormal patterns or values that deviate significantly from the expected behavior. Users can easily import their data sets and specify the variables or data fields they want to analyze. The software generates a report or visualization to show the detected anomalies, allowing users to investigate and take appropriate actions.", {
    'Dataset': '',
    'Anomaly|Outlier': '',
    '?Variable|Field': '',
    '?Report': '',
  }),
  // i=125 (Entertainment)
  dev('w3-music-mashup', "Allow users to create personalized music mashups by combining songs from their library. They can adjust tempo, add effects, and choose from pre-set mashup templates. The software provides an intuitive interface and allows users to save and share their creations.", {
    'Mashup': '',
    'Song': '',
    '?MashupTemplate|Template': '',
    '?Effect': '',
  }),
  // i=137 (Entertainment)
  dev('w3-puzzle-collection', "This software is a collection of various puzzle games that offer a challenging and entertaining experience for users. It includes popular puzzle games like Sudoku, crossword puzzles, jigsaw puzzles, and word searches. Users can select their preferred game and difficulty level, track their progress, and compete with friends for the fastest completion time. The software also provides hints and solutions for users who get stuck.", {
    'Game|Puzzle': 'difficulty',
    '?Score|Progress|Completion': '',
    '?Friend': '',
    '?Hint': '',
  }),
  // i=149 (Entertainment)
  dev('w3-playlist-mixer', "The Music Playlist Mixer is an entertainment software application that allows users to create unique and personalized music playlists by combining songs from different genres. Users can select their favorite genres and set the desired mood of the playlist (such as relaxing, energetic, or romantic). The software will then analyze the selected genres and create a playlist that seamlessly transitions between the chosen genres, providing a dynamic and enjoyable listening experience. Users can save and export their playlists to share with friends or listen to them anytime.", {
    'Playlist': 'mood',
    'Song': '>Genre',
    'Genre': '',
    '?Friend': '',
  }),
  // i=155 (Family_Kids)
  dev('w3-chores-helper', "ChoresHelper is a software application that helps parents and children manage household chores effectively...", {
    'Chore|HouseholdChore': '',
    '?Child': '',
    '?Parent': '',
  }),
  // i=161 (Family_Kids)
  dev('w3-family-cooking', "FamilyCookingFun is a software application that allows families to come together and bond over cooking and trying new recipes. It provides a library of easy-to-follow recipes suitable for all ages, and includes step-by-step instructions and ingredient lists. The app also offers interactive features such as cooking timers, ingredient substitution suggestions, and a virtual grocery list for easy meal planning. Families can create their own profile, save their favorite recipes, and share their culinary creations with other users.", {
    'Recipe': 'ingredients, instructions:text',
    '?Family|Profile': '',
    '?GroceryList|GroceryItem': '',
    '?Creation': '',
  }),
  // i=179 (Family_Kids)
  dev('w3-family-art-studio', "FamilyArtStudio is a software application that provides a virtual art studio for families to engage in collaborative art projects. Users can create their own masterpieces or work together on a shared canvas, allowing family members to express themselves artistically and bond over the process.", {
    'ArtProject|Project': '',
    '?Masterpiece|Artwork': '',
    '?Canvas': '',
    '?Family|FamilyMember|Member': '',
  }),
  // i=185 (Finance)
  dev('w3-expense-planner', "Expense Planner is a finance software application that helps users plan and manage their expenses more effectively. Users can input their monthly income and set their target savings. The application will then provide assistance in allocating their income into different expense categories, such as food, transportation, rent, etc. Users can also input their desired savings goals and the application will suggest an optimal savings plan based on their income and expenses. The main function of the software is to provide users with personalized expense planning and savings guidance.", {
    'Expense': 'amount:money, >Category',
    'Category|ExpenseCategory': '',
    'Income': 'amount:money',
    'SavingsGoal|Goal|Saving': '',
    '?SavingsPlan|Plan': '',
  }),
  // i=191 (Finance)
  dev('w3-expense-monitor', "Expense Monitor is a finance software application that helps users monitor and manage their expenses. Users can input their expenses and categorize them into different categories such as groceries, transportation, entertainment, etc. The application provides visualizations and reports that show users how much they are spending in each category and how it compares to their budget. Additionally, the software offers budgeting tools with reminders to help users stay on track with their financial goals.", {
    'Expense': 'amount:money, >Category',
    'Category': '',
    '?Budget': '',
    '?Reminder': '',
    '?Goal': '',
  }),
  // i=197 (Finance)
  dev('w3-finance-tracker-lite', "Finance Tracker Lite is a simple finance software application that helps users track their income and expenses. Users can input their income and expenses and categorize them into different categories such as food, transportation, entertainment, etc. The application will provide a visual representation of their spending habits through charts and graphs. It also includes basic budgeting tools to help users set and achieve their financial goals.", {
    'Income': 'amount:money, >Category',
    'Expense': 'amount:money, >Category',
    'Category': '',
    '?Goal|Budget': '',
  }),
  // i=203 (Finance)
  dev('w3-expense-analyzer', "The Financial Expense Analyzer is a finance software application that helps users analyze their expenses and identify areas where they can cut costs and save money. Users can input their expenses and categorize them into different categories such as groceries, transportation, utilities, etc. The application will provide visualizations and reports that show users how much they are spending in each category and how it compares to their budget. Additionally, the application will offer personalized tips and recommendations on how users can reduce their expenses and achieve their financial goals.", {
    'Expense': 'amount:money, >Category',
    'Category': '',
    '?Budget': '',
    '?Tip|Recommendation': '',
  }),
  // i=215 (Health_Fitness)
  dev('w3-fit-challenger', "FitChallenger is a health and fitness software application that allows users to participate in fitness challenges and track their progress. Users can join various challenges based on their interests and goals, such as weight loss, strength building, or endurance. The app provides workout plans, nutrition guidelines, and motivational content to support users throughout the challenge. Users can track their workouts, set personal records, and earn badges for achieving milestones. FitChallenger also includes a social feature where users can connect with friends, share achievements, and compete against each other.", {
    'Challenge': '',
    'Workout': '',
    'Badge': '',
    '?Friend': '',
    '?WorkoutPlan|Plan': '',
    '?PersonalRecord|Record': '',
    '?Achievement|Milestone': '',
    '?Goal': '',
  }),
  // i=221 (Health_Fitness)
  dev('w3-flexi-yoga', "FlexiYoga is a software application that provides personalized yoga routines for users based on their fitness level and flexibility goals. The app includes a library of yoga poses with detailed instructions and demonstration videos. Users can input their desired goals, such as improving flexibility, relieving stress, or increasing strength, as well as their current fitness level. FlexiYoga will then generate a customized routine that includes a sequence of yoga poses targeting different muscle groups and promoting flexibility. The app also tracks and analyzes users", {
    'Pose|YogaPose': 'instructions:text, video:url',
    'Routine': '',
    '?Goal': '',
    '?MuscleGroup': '',
  }),
  // i=227 (Health_Fitness)
  dev('w3-health-trainer', "HealthTrainer is a software application that provides personalized fitness training programs and guidance for users based on their specific goals and preferences. Users can track their progress, set reminders, and receive motivational messages to stay on track with their fitness journey.", {
    'TrainingProgram|Program|Workout': '',
    '?Goal': '',
    '?Reminder': '',
    '?Progress': '',
  }),
  // i=239 (Health_Fitness)
  dev('w3-nutrition-helper', "NutritionHelper is a software application that helps users track their daily nutritional intake and make informed dietary choices. It allows users to input their meals and snacks, and the software calculates and displays the nutritional information, including calories, macronutrients, and micronutrients for each food item and overall for the day. Users can set goals for their daily nutrient intake and monitor their progress towards meeting those goals. NutritionHelper also provides personalized recommendations and tips for achieving a balanced diet.", {
    'Meal|FoodItem|Food|Entry': 'calories:number|count',
    '?Goal|NutrientGoal': '',
    '?FoodItem|Food': '',
  }),
  // i=245 (Medical)
  dev('w3-prescriptions', "A software application that assists healthcare professionals in generating accurate and error-free prescriptions for patients. The application would have a user-friendly interface that allows input of patient information, medical history, and prescribed medications. It would then provide suggestions and alerts for potential drug interactions, allergies, and dosing errors, thus reducing the risk of medication errors and improving patient safety.", {
    'Prescription': '>Patient, >Medication',
    'Patient': 'name',
    'Medication': '',
    '?Allergy': '',
    '?Interaction|Alert': '',
  }),
  // i=257 (Medical)
  dev('w3-symptom-tracker-pro', "The Medical Symptom Tracker Pro is a software application that allows users to track and monitor their symptoms over time, providing advanced features for analysis and insights. Users can log their symptoms, severity, duration, and additional factors such as food, stress, or environment. The software utilizes data visualization tools and statistical analysis to help users identify patterns and potential triggers. It also offers personalized recommendations and suggestions for managing symptoms and improving overall health.", {
    'Symptom|SymptomLog|Entry': 'severity, duration',
    '?Trigger|Factor': '',
    '?Recommendation': '',
  }),
  // i=263 (Medical)
  dev('w3-symptom-severity', "A software application that allows users to track and assess the severity of their medical symptoms over time. Users can log their symptoms along with a severity rating on a regular basis, enabling them to monitor changes and trends. The application provides visualizations and reports to help users analyze symptom severity.", {
    'Symptom|SymptomLog|Entry': 'severity:rating|number|count|enum, date|logged:date|datetime',
    '?Report': '',
  }),
  // i=269 (Medical)
  dev('w3-recovery-progress', "A software application that helps healthcare providers track and monitor the recovery progress of their patients. It allows providers to input various recovery milestones, such as medication adherence, physical therapy exercises, and follow-up appointments. The software provides visualizations and reports to help providers assess the effectiveness of the treatment plan and make informed decisions for the patient", {
    'Patient': 'name',
    'Milestone|RecoveryMilestone': '>Patient',
    '?Appointment': '',
    '?TreatmentPlan': '',
  }),
  // i=275 (Music)
  dev('w3-playlist-creator', "PlayList Creator is a music software application that allows users to create and customize their own playlists. Users can select their favorite songs from their music libraries and arrange them in a desired order to create personalized playlists. They can also add tags or labels to categorize the playlists based on their mood, genre, or any other criteria. PlayList Creator offers a user-friendly interface with drag-and-drop functionality for easy playlist management.", {
    'Playlist': 'name, >Song',
    'Song': '',
    '?Tag|Label': '',
  }),
  // i=281 (Music)
  dev('w3-chord-progression', "Music Chord Progression Generator is a software application that helps musicians and composers generate chord progressions for their compositions. Users can input a musical key and select a desired mood or style, such as happy, sad, or jazz. The software then generates a series of chord progressions that fit the selected key and mood, providing a variety of options for users to choose from. The generated chord progressions can be exported or saved for future use.", {
    'ChordProgression|Progression': 'key, mood',
    '?Composition': '',
  }),
];
