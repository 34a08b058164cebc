/**
 * A relation-recall STUDY batch (r20), written by the relations helper (`rel`) of the twelfth
 * generation session (issue 18), 2026-11-28, on main a325d2a together with r21 and before any rule
 * change of that session. One case per software description of SRDD (Software Requirement Description
 * Dataset, in OpenBMB/ChatDev, Apache-2.0 licence) with index i % 6 == 3 and i < 345 that asks for
 * stored records with relations between them (games, quizzes, pure utilities, truncated one-liners and
 * near-duplicates skipped); prompts verbatim, third-person descriptions. Expectations as a careful
 * reader of the description would have them, written before the generator's output was looked at. Its
 * misses may be read while tuning. Split 'dev' so it runs by prefix (`--only 'r20-*'`). Same
 * expectation DSL as corpus.ts.
 */
import type { CreateCase } from './corpus.ts';
import { creations } from './corpus-dsl.ts';

const r20 = creations('dev');

export const R20_CREATE_CASES: CreateCase[] = [
  // i=9 (Budgeting, BudgetTrackerPro)
  r20('r20-budget-tracker-pro', 'BudgetTrackerPro is a budgeting software application that focuses on helping individuals effectively track and manage their budgets. It provides users with a user-friendly interface to easily input and categorize their income and expenses. Additionally, it offers features such as customizable budget goals, reminders for upcoming bills and payments, and clear visual representations of budget breakdowns. With BudgetTrackerPro, users can gain a comprehensive view of their financial situation and make informed decisions to achieve their financial goals.', {
    Budget: 'name, amount|limit:money',
    Income: 'amount:money, >Category',
    Expense: 'amount:money, date:date, >Category',
    Category: 'name',
    'Goal|BudgetGoal': 'target|amount:money',
    'Bill|Payment': 'due|due_date:date, amount:money',
    '?Reminder': '',
  }),
  // i=21 (Budgeting, BudgetPlannerLite_Plus)
  r20('r20-budget-planner-savings', 'BudgetPlannerLite Plus is a simplified budgeting software application that helps individuals track and manage their budgets effectively. It provides users with a user-friendly interface to input their income and expenses and offers basic budgeting features such as goal setting and visual representations of budget breakdowns. Additionally, it includes a savings tracker that allows users to set savings goals and track their progress over time.', {
    Budget: 'name, amount|limit:money',
    Income: 'amount:money',
    Expense: 'amount:money, date:date',
    'SavingsGoal|Goal|SavingGoal': 'target|goal:money, saved|current|progress',
    '?Contribution|Saving|Deposit|Progress': '',
    '?Category': 'name',
  }),
  // i=33 (Business, Customer_Feedback_Tracker)
  r20('r20-customer-feedback', 'Customer Feedback Tracker is a business software application that allows businesses to collect and analyze customer feedback. The software provides a user-friendly interface for businesses to create and manage feedback forms, distribute them to customers via email or social media platforms, and collect responses. It also offers data visualization tools to analyze feedback data, identify trends and patterns, and generate actionable insights for improving products and services.', {
    'FeedbackForm|Form|Survey': 'title|name',
    'Response|FeedbackResponse|Feedback': '>FeedbackForm|Form|Survey, >Customer, rating|answer|comment',
    Customer: 'name, email:email',
    '?Question': '',
    '?Distribution': '',
    '?Product|Service': '',
  }),
  // i=39 (Business, Customer_Complaint_Management_System)
  r20('r20-customer-complaints', 'The Customer Complaint Management System is a software application that allows businesses to efficiently manage and resolve customer complaints. It provides a user-friendly interface for customers to submit their complaints, track the progress, and communicate with the support team. The system enables support agents to receive and assign complaints to specific agents, prioritize them based on severity, and ensure timely resolution. It also offers features like automated ticket escalation, complaint status tracking, and reporting to enhance customer satisfaction.', {
    Complaint: '>Customer, >Agent|SupportAgent, severity|priority:enum, status:enum, description|details:text',
    Customer: 'name, email:email',
    'Agent|SupportAgent': 'name',
    '?Message|Communication|Comment|Reply': '',
    '?Escalation': '',
    '?SupportTeam|Team': '',
  }),
  // i=45 (Business, Sales_Pipeline_Tracker)
  r20('r20-sales-pipeline', 'Sales Pipeline Tracker is a business software application that helps businesses manage and track their sales pipeline. It provides features for capturing and organizing leads and prospects, tracking their progress through the sales process, and generating reports to analyze pipeline metrics. The application also offers functionalities like setting reminders for follow-ups, assigning leads to sales representatives, and monitoring conversion rates at each stage of the pipeline.', {
    Lead: 'name, stage|status:enum, >SalesRep|Representative|SalesRepresentative|Rep',
    'SalesRep|Representative|SalesRepresentative|Rep': 'name',
    '?Prospect': '',
    'Reminder|FollowUp': '>Lead, date|due:date|datetime',
    '?Stage': 'name',
  }),
  // i=51 (Business, Vendor_Management_System)
  r20('r20-vendor-management', 'The Vendor Management System is a business software application that allows businesses to efficiently manage their vendor relationships. It provides features for creating and maintaining a database of vendors, tracking vendor performance metrics, and generating reports for analysis and decision-making.', {
    Vendor: 'name, email|contact|phone',
    'PerformanceMetric|Metric|Performance|Evaluation|VendorPerformance': '>Vendor, score|value|rating',
    '?Report': '',
  }),
  // i=69 (Culture, Culture_Explorer_Plus)
  r20('r20-culture-explorer', 'Culture Explorer Plus is a software application that offers an immersive experience of different cultures worldwide. Users can virtually visit iconic landmarks, historical sites, and famous museums through interactive 3D tours. Additionally, they can engage in virtual cultural workshops and events, learning about the history and significance of each location.', {
    'Landmark|Site|Place|Location': 'name, country|location',
    'Tour|VirtualTour': '>Landmark|Site|Place|Location',
    '?Museum|HistoricalSite': '',
    'Workshop|Event|CulturalEvent': 'title|name, date|start:date|datetime',
    '?Culture': '',
  }),
  // i=75 (Culture, Culture_Recipe)
  r20('r20-culture-recipes', 'Culture Recipe is a software application that allows users to explore and learn about traditional recipes from different cultures around the world. Users can discover a wide range of dishes, including appetizers, main courses, desserts, and beverages, from various countries and regions. The application provides step-by-step instructions, ingredient lists, and cooking tips to help users recreate authentic and delicious dishes from different cultures in their own kitchen.', {
    Recipe: 'name|title, course|category|type:enum, >Country|Culture|Region, instructions|steps:text',
    'Country|Culture|Region': 'name',
    Ingredient: 'name, >Recipe',
    '?Step|Instruction': '',
    '?Tip|CookingTip': '',
    '?Dish': '',
  }),
  // i=93 (Data, Data_Summarizer)
  r20('r20-data-summarizer', 'The Data Summarizer is a software application that provides users with a summary of their data sets. It analyzes the data and generates key insights, such as the mean, median, mode, and range for numerical data, and the frequency and distribution for categorical data. Users can easily import their data, choose the variables they want to analyze, and view the generated summary.', {
    'Dataset|DataSet|DataFile': 'name',
    'Variable|Column|Field': 'name, type|kind, >Dataset|DataSet|DataFile',
    'Summary|Insight|Report': '>Dataset|DataSet|DataFile',
  }),
  // i=99 (Data, Data_Cleanser)
  r20('r20-data-cleanser', 'The Data Cleanser is a software application that helps users clean and preprocess their data sets by removing or correcting any errors, inconsistencies, or missing values. It provides a user-friendly interface where users can import their data sets and specify the cleaning operations they want to perform, such as removing duplicates, filling in missing values, or standardizing data formats. The Data Cleanser ensures that the data is clean and ready for further analysis.', {
    'Dataset|DataSet|DataFile': 'name, format',
    'CleaningOperation|Operation|CleaningStep|Rule': '>Dataset|DataSet|DataFile, type|kind|operation',
  }),
  // i=105 (Data, Data_Anomaly_Tracker)
  r20('r20-data-anomalies', 'The Data Anomaly Tracker is a software application that allows users to track and monitor anomalies or outliers in their data sets over time. Users can import their datasets and specify the variables or data fields they want to analyze for anomalies. The software analyzes the data using statistical and machine learning techniques to detect abnormal patterns or values that deviate significantly from the expected behavior. Users can set up automated alerts or notifications to be notified when anomalies occur. The software also provides visualizations and reports to help users investigate and understand the nature and impact of anomalies.', {
    'Dataset|DataSet|DataFile': 'name',
    'Variable|Field|Column': 'name, >Dataset|DataSet|DataFile',
    'Anomaly|Outlier': '>Dataset|DataSet|DataFile, value, detected|date:date|datetime',
    'Alert|Notification|AlertRule': '>Dataset|DataSet|DataFile|Variable|Anomaly',
    '?Report|Visualization': '',
  }),
  // i=117 (Data, Data_Trend_Analyzer_Plus)
  r20('r20-data-trends', 'The Data Trend Analyzer Plus is a software application that enhances the functionality of the existing Data Trend Analyzer software. In addition to analyzing and identifying trends in data sets, it also provides advanced features such as predictive modeling, hypothesis testing, and trend forecasting. Users can import their data sets, perform advanced statistical analysis and modeling, and generate forecasts based on historical trends. This software empowers users to make data-driven decisions by identifying trends and predicting future outcomes.', {
    'Dataset|DataSet|DataFile': 'name',
    'Forecast|Prediction': '>Dataset|DataSet|DataFile',
    '?Analysis|Model|Trend|HypothesisTest|Test': '',
  }),
  // i=123 (Entertainment, Interactive_Storytelling)
  r20('r20-interactive-stories', 'This software provides users with an immersive experience of interactive storytelling. Users can choose their own adventure by making decisions that affect the storyline and outcome. The software offers a wide range of genres and themes, such as fantasy, mystery, romance, and sci-fi. Each story is accompanied by engaging visuals and sound effects to enhance the user experience.', {
    Story: 'title, genre',
    'Choice|Decision|Option': '>Story|Scene|Chapter|Node|Passage',
    '?Scene|Chapter|Node|Passage': '',
    '?Genre|Theme': '',
    '?Playthrough|Progress|Ending|Outcome': '',
  }),
  // i=129 (Entertainment, Artistic_Coloring_Book)
  r20('r20-coloring-book', 'Artistic Coloring Book is an entertainment software application that offers a wide range of intricate coloring pages for users to explore their creativity. Users can select from various themes like nature, animals, fantasy, and more. The software provides a user-friendly interface where users can choose different color palettes, zoom in/out on specific areas, and save their completed artworks. It also offers different texture effects and filters to enhance the coloring experience.', {
    'ColoringPage|Page': 'name|title, theme',
    'Artwork|SavedArtwork|Coloring': '>ColoringPage|Page, image|file:image|url',
    '?Theme': '',
    '?Palette|ColorPalette': '',
    '?Filter|Texture|Effect': '',
  }),
  // i=135 (Entertainment, Music_Concert_Live_Stream)
  r20('r20-concert-streams', 'The Music Concert Live Stream software allows users to watch live streams of their favorite music concerts and performances from the comfort of their own homes.', {
    'Concert|Performance|Stream|LiveStream': 'title|name, date|start:date|datetime, >Artist|Band|Performer',
    'Artist|Band|Performer': 'name',
    '?Favorite|Favourite': '',
  }),
  // i=141 (Entertainment, Music_Beat_Maker)
  r20('r20-beat-maker', 'This software allows users to create their own music beats by selecting and arranging different sound samples and loops. Users can choose from various genres like hip-hop, electronic, or rock and experiment with different rhythm and melody combinations. The software provides an intuitive interface where users can drag and drop sound samples onto a timeline, adjust volume levels, and add effects like reverb or distortion. Users can save and export their creations as audio files.', {
    'Beat|Track|Project|Creation': 'name|title, genre',
    'Sample|Sound|Loop|SoundSample': 'name, file|audio|url',
    'Beat>Sample|Beat>Sound|Beat>Loop|Track>Sample|Track>Sound|Track>Loop|Project>Sample|Project>Sound|Project>Loop': '',
    '?Effect': 'name',
    '?Genre': '',
  }),
  // i=153 (Family_Kids, Storytime_Fun)
  r20('r20-storybooks', 'A software application that allows parents to create and customize interactive storybooks for their children. Parents can choose from a variety of themes, characters, and settings, and create personalized stories by adding their own text and images. The app also includes features such as voice-over recording, sound effects, and interactive elements like puzzles or quizzes. Children can then read or listen to the stories on their own, enhancing their reading and comprehension skills while sparking their imagination.', {
    'Storybook|Story|Book': 'title, theme',
    'Page|StoryPage': '>Storybook|Story|Book, text:text, image:image',
    Character: 'name',
    'Storybook>Character|Story>Character|Book>Character': '',
    '?Child': '',
    '?Parent': '',
    '?Recording|VoiceOver|Audio': '',
    '?Theme|Setting': '',
    '?Puzzle|Quiz': '',
  }),
  // i=165 (Family_Kids, Family_Fitness_Fun)
  r20('r20-family-fitness', 'FamilyFitnessFun is a software application that encourages families to engage in physical activities together and promotes a healthy lifestyle. It provides a variety of fun and interactive fitness challenges and workouts suitable for all ages. The app tracks individual and family progress, sets goals, and provides rewards for achieving milestones. It also offers video tutorials, fitness tips, and motivational messages to keep families motivated and active.', {
    'FamilyMember|Member': 'name, age:count|number',
    Challenge: 'title|name',
    Workout: 'name|title, video|duration',
    'Progress|ProgressEntry|ActivityLog|Log|Activity': '>FamilyMember|Member',
    Goal: '>FamilyMember|Member|Family, target',
    'Reward|Milestone': '>FamilyMember|Member|Family',
    '?Family': 'name',
    '?Tip|Tutorial|Video': '',
  }),
  // i=177 (Family_Kids, GardenTime)
  r20('r20-garden-time', 'GardenTime is a software application that helps children learn about gardening and develop their green thumbs through interactive activities and educational content. It provides information about various plants, gardening techniques, and environmental sustainability. The software includes features like plant identification, gardening tutorials, tips on soil preparation, watering schedules, and interactive quizzes to test children', {
    Plant: 'name, description|info:text',
    'WateringSchedule|Schedule|Watering': '>Plant, frequency|interval|date',
    'Tutorial|Lesson': 'title',
    '?Quiz': '',
    '?Tip': '',
    '?Technique': '',
  }),
  // i=201 (Finance, Finance_Budget_Monitor)
  r20('r20-budget-monitor', 'Finance Budget Monitor is a finance software application that helps users monitor and track their budget. Users can input their income and expenses and categorize them into different categories such as groceries, entertainment, transportation, etc. The application provides visualizations and reports that show users how much they are spending in each category and how it compares to their set budget. Additionally, the software offers reminders to help users stay on track with their budgeting goals.', {
    Expense: 'amount:money, date:date, >Category',
    Income: 'amount:money',
    Category: 'name',
    Budget: '>Category, amount|limit:money',
    '?Reminder': '',
  }),
  // i=207 (Finance, Finance_Revenue_Analyzer)
  r20('r20-revenue-analyzer', 'Finance Revenue Analyzer is a finance software application that helps businesses track and analyze their revenue. Users can input their revenue data and categorize it into different sources such as product sales, services, subscriptions, etc. The application provides visualizations and reports that show users how much revenue they are generating from each source and how it compares to their targets or historical data. It also offers recommendations on how to optimize revenue generation and identify potential growth opportunities.', {
    'Revenue|RevenueEntry|RevenueRecord': 'amount:money, date:date, >Source|RevenueSource',
    'Source|RevenueSource': 'name',
    '?Target': '',
  }),
  // i=213 (Health_Fitness, SmartRoutines)
  r20('r20-smart-routines', 'SmartRoutines is a fitness app that utilizes artificial intelligence to create personalized workout routines for users based on their fitness level and goals. The app includes a library of exercises with detailed instructions and demonstration videos. Users can input their preferences, such as the type of workout, duration, and equipment availability, and the app will generate a customized routine accordingly. SmartRoutines also tracks and analyzes users', {
    Exercise: 'name, instructions|description:text, video|demo:url',
    'Routine|Workout|WorkoutRoutine': 'name, type, duration:count|number, >Exercise',
    '?Preference|Profile|User': '',
    '?Equipment': '',
  }),
  // i=225 (Health_Fitness, Fitness_Goal_Setter)
  r20('r20-fitness-goals', 'FitnessGoalSetter is a software application that helps users set and track their fitness goals. Users can input their desired fitness goals, such as weight loss, muscle gain, or overall fitness improvement. The software provides a user-friendly interface for goal setting and visual representation of progress. It motivates users through notifications and reminders to stay on track and achieve their fitness goals.', {
    'Goal|FitnessGoal': 'type|category:enum, target',
    'Progress|ProgressEntry|Log|Measurement': '>Goal|FitnessGoal, value|weight:number, date:date',
    '?Reminder': '',
  }),
  // i=243 (Medical, Medical_Appointment_Scheduler)
  r20('r20-medical-appointments', 'This software allows patients to schedule medical appointments with doctors, search based on specialization and location, view available time slots, and book appointments. Reminders are sent to patients about upcoming appointments.', {
    Patient: 'name, email|phone',
    Doctor: 'name, specialization|specialty, location',
    'TimeSlot|Slot|Availability': '>Doctor, start|time|date:datetime',
    Appointment: '>Patient, >Doctor, date|start|time:datetime',
    '?Reminder': '',
  }),
  // i=255 (Medical, Medical_Symptom_Severity_Tracker)
  r20('r20-symptom-severity', 'Medical Symptom Severity Tracker is a software application that allows users to track and monitor the severity of their medical symptoms over time. Users can log the intensity or severity of their symptoms on a regular basis and view the data in visualizations to identify trends and changes. The software also provides the option to add notes or additional information related to each symptom entry.', {
    Symptom: 'name',
    'SymptomEntry|Entry|Log|SeverityLog|Record|SymptomLog': '>Symptom, severity|intensity:rating|number|count, date:date|datetime, notes|note:text',
  }),
  // i=273 (Music, SoundBoard_Master)
  r20('r20-soundboards', 'The SoundBoard Master software allows users to create and manage customizable soundboards. Users can import audio clips or record their own sounds, organize them into categories, and assign hotkeys for quick playback. The software provides a user-friendly interface with drag-and-drop functionality for organizing and editing sound clips.', {
    Soundboard: 'name',
    'Sound|Clip|AudioClip|SoundClip': 'name, file|audio, hotkey, >Category, >Soundboard',
    Category: 'name',
  }),
  // i=279 (Music, Music_Genre_Analyzer)
  r20('r20-genre-analyzer', 'The Music Genre Analyzer is a software application that analyzes the genre of a music track. Users can input an audio file or provide a link to an online track. The software uses advanced audio analysis techniques to analyze the audio features of the track, including rhythm, melody, and instrumentation. Based on this analysis, it predicts the genre of the track, providing users with a genre classification and a confidence score indicating the accuracy of the prediction.', {
    Track: 'title|name, file|link|url',
    'Analysis|Prediction|Classification|Result|GenrePrediction': '>Track, genre, confidence|score:number',
  }),
  // i=285 (Music, Music_Scale_Trainer)
  r20('r20-scale-trainer', 'MST (Music Scale Trainer) is a software application designed to help musicians and music enthusiasts practice and improve their knowledge of musical scales. It provides interactive exercises where users can identify and play different scales on their instrument of choice. The software offers a variety of difficulty levels, real-time feedback on accuracy, and educational resources with explanations and audio examples of each scale. Users can track their progress and aim to master all major and minor scales.', {
    Scale: 'name, type|kind:enum',
    'Exercise|PracticeExercise': '>Scale, difficulty|level:enum',
    'Attempt|Practice|Session|Result|Progress': '>Exercise|Scale, accuracy|score:number',
    '?Instrument': '',
    '?Resource|Lesson': '',
  }),
  // i=291 (Music, Music_Chord_Finder)
  r20('r20-chord-finder', 'The Music Chord Finder is a software application that enables musicians and music enthusiasts to effortlessly identify the chords in a given piece of music. By inputting an audio file or providing a link to an online track, users can rely on advanced audio analysis techniques to accurately recognize and display the individual chords. The software offers an intuitive interface, which includes visual representations of the chords on a virtual keyboard or guitar fretboard, chord diagrams, and fingering positions. This empowers musicians to deepen their understanding of songs and enhance their learning and playing experiences.', {
    'Song|Track|Piece': 'title|name, file|link|url',
    Chord: 'name, >Song|Track|Piece',
  }),
  // i=297 (Music, Music_Tempo_Visualizer)
  r20('r20-tempo-visualizer', 'Music Tempo Visualizer is a software application that generates real-time visualizations of music tempo. Users can select a music file and the software will analyze its tempo data to create visual representations of the tempo changes throughout the song. The visualizations can be customized with various color schemes and styles. Users can interact with the visualizations by zooming in or out, panning, and scrolling along the timeline. Music Tempo Visualizer provides an immersive and visually engaging way for users to explore and understand the tempo dynamics of their favorite songs.', {
    'Song|Track|MusicFile|File': 'title|name, file',
    Visualization: '>Song|Track|MusicFile|File, color_scheme|scheme|style',
    '?TempoChange|Tempo|TempoPoint': '',
  }),
  // i=303 (News, News_Viewer)
  r20('r20-news-viewer', 'News Viewer is a simple and user-friendly software application that allows users to view and read news articles from various sources.', {
    Article: 'title, >Source, url|link:url',
    Source: 'name',
  }),
  // i=309 (News, Topic_Explorer)
  r20('r20-topic-explorer', 'A news software application that allows users to explore trending topics, search for specific topics, access news articles related to those topics, provide article summaries, source information, publication dates, saving and sharing capabilities.', {
    Topic: 'name',
    Article: 'title, summary:text, source, published|publication|date:date|datetime, >Topic',
    '?Source': '',
    '?SavedArticle|Bookmark|Save': '',
    '?Share': '',
  }),
  // i=315 (News, NewsWatch)
  r20('r20-news-watch', 'NewsWatch is a personalized news application that curates a tailored news feed for users based on their preferences and trending topics. It includes bookmarking and sharing features, allowing users to save articles and share them with their network.', {
    Article: 'title, url|link:url, >Topic',
    Topic: 'name',
    'Bookmark|SavedArticle|Save': '>Article',
    '?Share': '',
    '?Preference': '',
  }),
  // i=327 (News, NewsTrackr)
  r20('r20-news-trackers', 'NewsTrackr is a news software application that allows users to track and organize news articles from various sources. Users can create personalized news trackers that automatically collect news articles based on specific keywords, topics, or sources of interest. The software provides a user-friendly interface for managing and organizing news trackers, enabling users to stay informed on the latest news updates in their preferred areas.', {
    'Tracker|NewsTracker': 'name, keywords|keyword|topic',
    Article: 'title, url|link:url, >Source, >Tracker|NewsTracker',
    Source: 'name, url',
  }),
  // i=333 (Notebook, Notebook_Assistant)
  r20('r20-notebook-assistant', 'A software designed to enhance note-taking and organization by providing features like note creation, categorization, tagging, search capabilities, and reminders. It aims to streamline the note-taking process and improve productivity.', {
    Note: 'title, content|body:text, >Category',
    Category: 'name',
    Tag: 'name',
    'Note>Tag': '',
    Reminder: '>Note, date|remind_at|due|time:datetime|date',
  }),
  // i=339 (Notebook, NoteArchiver)
  r20('r20-note-archiver', 'NoteArchiver is a software application that helps users organize and archive their digital notebooks. It allows users to selectively choose notebooks or specific notes within a notebook to be archived. Archived notes are securely stored and can be easily accessed or restored when needed. Users can also add tags or labels to archived notes for efficient search and retrieval. NoteArchiver provides a clean and intuitive interface for managing archived notes and ensures data integrity with automatic backup capabilities.', {
    Notebook: 'name|title',
    Note: 'title, content|body:text, >Notebook, archived|status',
    'Tag|Label': 'name',
    'Note>Tag|Note>Label': '',
    '?Archive|ArchivedNote': '',
  }),
];
