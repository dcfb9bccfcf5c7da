import { z } from 'zod';
import { wholeId } from './database-ids';
import { userPathSchema } from './identity';
import { calendarDateSchema } from './calendar-date';

/** SPEC §4 "Bulk task status" codes; 0 is "none chosen" in the bulk status bar. */
export const TASK_STATUS = { None: 0, Completed: 1, Pending: 2, Suspended: 3, Skip: 4 } as const;
export type TaskStatusCode = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_NAMES: Record<Exclude<TaskStatusCode, 0>, string> = {
  1: 'Completed',
  2: 'Pending',
  3: 'Suspended',
  4: 'Skip',
};

/**
 * SPEC §2.8 filter options: Show Pending 2, Show Completed 1, Show Suspended 4 are bits of
 * `sid`; Show Days (-1) is not a bit but the `sd` flag with `pd` days. SPEC's default filter
 * 10 has a bit 8 no option names: we read it as "show tips", so by default the list shows
 * pending tasks and the season's tips.
 */
export const TASK_FILTER = { Completed: 1, Pending: 2, Suspended: 4, Tips: 8, ShowDays: -1 } as const;
export const TASK_FILTER_OPTIONS = [
  { label: 'Show Pending', value: TASK_FILTER.Pending },
  { label: 'Show Completed', value: TASK_FILTER.Completed },
  { label: 'Show Suspended', value: TASK_FILTER.Suspended },
  { label: 'Show Tips', value: TASK_FILTER.Tips },
] as const;
const TASK_FILTER_ALL_BITS = 15;

/** SPEC §2.8 sort options, each a sort value of the list query (§3 `s`). */
export const TASK_SORT_OPTIONS = [
  { label: 'Due Date', value: 'DueDate ASC' },
  { label: 'Plant Name', value: 'CommonName ASC' },
  { label: 'Task Type', value: 'TaskType ASC' },
  { label: 'Completed Date', value: 'DateCompleted DESC' },
  { label: 'Zone', value: 'ZoneName ASC' },
] as const;
export const TASK_SORTS = [
  'DueDate ASC',
  'CommonName ASC',
  'TaskType ASC',
  'DateCompleted DESC',
  'ZoneName ASC',
] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** SPEC §5 "Days input" and §9 task constants. */
export const TASK_DAYS_MIN = 0;
export const TASK_DAYS_MAX = 360;
export const TASK_DAYS_DEFAULT = 7;
export const TASK_LIST_STICKY_OFFSET_PX = 55;
export const TASK_PAGE_SIZE_MAX = 100;
/** The calendar month view asks for a whole month (and the days around it) in one page. */
export const TASK_CALENDAR_PAGE_SIZE_MAX = 1000;

/** SPEC §3 "Task list defaults": i 0, c 20, s "DueDate ASC", sid 10, yid/zid/pid/fid 0, sd 1, pd 7. */
export const TASK_LIST_DEFAULTS = {
  i: 0,
  c: 20,
  s: 'DueDate ASC',
  sid: 10,
  yid: 0,
  zid: 0,
  pid: 0,
  fid: 0,
  sd: 1,
  pd: TASK_DAYS_DEFAULT,
} as const satisfies Record<string, string | number>;

/** The id of the task list in users/{uid}/SortFilter/{id} (the only list with saved choices today). */
export const TASK_LIST_SORT_FILTER_ID = 1;

const whole = (what: string) => z.coerce.number().int(`The ${what} must be a whole number.`);
const anyId = (what: string) => wholeId(what, 0);
export const taskDaysSchema = whole('number of days')
  .min(TASK_DAYS_MIN, `Show between ${TASK_DAYS_MIN} and ${TASK_DAYS_MAX} days.`)
  .max(TASK_DAYS_MAX, `Show between ${TASK_DAYS_MIN} and ${TASK_DAYS_MAX} days.`);

/** SPEC §3 "Sort/filter options": what the sort & filter panel chooses, remembered per gardener. */
export const taskSortFilterSchema = z.object({
  pid: anyId('plant id').default(TASK_LIST_DEFAULTS.pid),
  zid: anyId('zone id').default(TASK_LIST_DEFAULTS.zid),
  yid: anyId('yard id').default(TASK_LIST_DEFAULTS.yid),
  pd: taskDaysSchema.default(TASK_LIST_DEFAULTS.pd),
  sd: z.coerce
    .number()
    .int()
    .refine((flag) => flag === 0 || flag === 1, 'The show-days flag is 0 or 1.')
    .default(TASK_LIST_DEFAULTS.sd),
  sid: whole('filter')
    .min(0, 'Choose the filters from the list.')
    .max(TASK_FILTER_ALL_BITS, 'Choose the filters from the list.')
    .default(TASK_LIST_DEFAULTS.sid),
  s: z.enum(TASK_SORTS, { message: 'Choose a sort from the list.' }).default(TASK_LIST_DEFAULTS.s),
  fid: anyId('fertilizer id').default(TASK_LIST_DEFAULTS.fid),
});
export type TaskSortFilter = z.output<typeof taskSortFilterSchema>;

const sortFilterField = taskSortFilterSchema.shape;
/**
 * PUT users/{uid}/SortFilter/{id}: the choices the panel changed, with the same rules and
 * messages. Not `taskSortFilterSchema.partial()`: zod fills a missing optional field with its
 * default, so a partial save would reset the choices it did not name.
 */
export const taskSortFilterChangesSchema = z.object({
  pid: sortFilterField.pid.unwrap().optional(),
  zid: sortFilterField.zid.unwrap().optional(),
  yid: sortFilterField.yid.unwrap().optional(),
  pd: sortFilterField.pd.unwrap().optional(),
  sd: sortFilterField.sd.unwrap().optional(),
  sid: sortFilterField.sid.unwrap().optional(),
  s: sortFilterField.s.unwrap().optional(),
  fid: sortFilterField.fid.unwrap().optional(),
});
export type TaskSortFilterChanges = z.output<typeof taskSortFilterChangesSchema>;

/**
 * POST users/{uid}/toggleDDPDT: "Don't Display Past-Due Tasks". A gardener back after a month
 * away does not want forty overdue waterings: with it on, pending tasks whose due date has
 * passed leave the list (they stay in the calendar and can be shown again by toggling back).
 */
export const ddpdtResponseSchema = z.object({ DontDisplayPastDueTasks: z.boolean() });
export type DdpdtResponse = z.infer<typeof ddpdtResponseSchema>;

/** GET/PUT users/{uid}/SortFilter/{id}: the saved choices, with the DDPDT toggle beside them. */
export const sortFilterResponseSchema = z.object({
  Id: z.number().int(),
  Settings: taskSortFilterSchema,
  DontDisplayPastDueTasks: z.boolean(),
});
export type SortFilterResponse = z.infer<typeof sortFilterResponseSchema>;
export const sortFilterPathSchema = userPathSchema.extend({
  id: wholeId('list id').refine((id) => id === TASK_LIST_SORT_FILTER_ID, 'The task list is list 1.'),
});

/**
 * GET users/{uid}/UserTasks?query (SPEC §3 list defaults). With `from` and `to` (the calendar
 * month view) the list holds the tasks due between them whatever `sd`/`pd` say. `td` is the
 * gardener's own today (their device's date), which decides what is past due; the server
 * accepts it within a day of its own date.
 */
export const taskListQuerySchema = taskSortFilterSchema.extend({
  i: anyId('page').default(TASK_LIST_DEFAULTS.i),
  c: whole('page size')
    .min(1, 'The page size must be at least 1.')
    .max(TASK_CALENDAR_PAGE_SIZE_MAX, `The page size must be at most ${TASK_CALENDAR_PAGE_SIZE_MAX}.`)
    .default(TASK_LIST_DEFAULTS.c),
  from: calendarDateSchema('start date').optional(),
  to: calendarDateSchema('end date').optional(),
  td: calendarDateSchema('today').optional(),
});
export type TaskListQuery = Partial<z.output<typeof taskListQuerySchema>>;

/** Where a task came from: our care calendar, the fertilizer strategy, watering, the gardener, a tip. */
export const TASK_SOURCES = ['care', 'fertilizer', 'water', 'custom', 'tip'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** SPEC §3 Tip. LinkID is the in-app route of SHOW ME; the campaign fields are a sponsor's. */
export const tipSchema = z.object({
  Body: z.string(),
  CareCategoryIcon: z.string(),
  LinkID: z.string(),
  ELinkID: z.number().int(),
  ECampaignID: z.number().int(),
  CampaignName: z.string(),
  ImageFile: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;

/**
 * A task as the list shows it: SPEC §3 "Task (as displayed)" with its wire names (id ...
 * userTaskRuleId), then what the details, calendar and plant pages need. Dates are
 * yyyy-mm-dd in the yard's own calendar. A tip has istip, `Expires` and its `Tip`.
 */
export const taskSchema = z.object({
  id: z.number().int(),
  taskType: z.string(),
  istip: z.boolean(),
  commonName: z.string(),
  zoneName: z.string(),
  thumbnail: z.string(),
  dueDate: z.string(),
  dateCompleted: z.string().nullable(),
  taskStatusId: z.number().int(),
  ispastdue: z.boolean(),
  /** The gardener's own (custom) task rule, 0 for tasks from our care calendar. */
  userTaskRuleId: z.number().int(),
  PlantId: z.number().int(),
  ZoneId: z.number().int(),
  YardId: z.number().int(),
  PlantZoneId: z.number().int(),
  CareCategoryId: z.number().int(),
  CareCategory: z.string(),
  Source: z.enum(TASK_SOURCES),
  /** What to do and why, in a sentence or two. */
  Details: z.string(),
  Notes: z.string(),
  /** The last day the task still makes sense (a window's end); null when open. */
  WindowEnd: z.string().nullable(),
  /** Days between repeats, 0 for a one-off. */
  RepeatEveryDays: z.number().int(),
  Expires: z.string().nullable(),
  Tip: tipSchema.nullable(),
  /**
   * A later repeat of a repeating task, drawn (in the month view) from the series' next open
   * task, whose id it carries: repeats are stored a week ahead, so further ones are planned,
   * not yet tasks. It cannot be completed or changed by itself.
   */
  Planned: z.boolean().optional(),
  /**
   * Care of one kind due in one zone on one day is one task to the gardener ("Clean up
   * diseased debris" for six plants of a border): `id` is the first of the stored tasks it
   * stands for, `GroupTaskIds` all of them, and `Plants` the plants' names (`commonName`
   * names the first few, "… and 4 more"). A status change of the task changes them all.
   */
  GroupTaskIds: z.array(z.number().int()).optional(),
  Plants: z.array(z.string()).optional(),
  /** In a yard another gardener shares with the reader: the owner's name. */
  SharedBy: z.string().optional(),
  /**
   * A watering the weather moved, and why: "Skipped: 18 mm (0.7 in) of rain on Tuesday",
   * "Sooner: highs up to 99 °F (37 °C) on Thursday and Friday". Absent otherwise.
   */
  WeatherNote: z.string().optional(),
  /** In a shared yard: the name of whoever completed the task. */
  CompletedBy: z.string().optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskPageSchema = z.object({
  Items: z.array(taskSchema),
  TotalRows: z.number().int(),
  i: z.number().int(),
  c: z.number().int(),
  /** The day the list was made for (td, or the server's date). */
  Today: z.string(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/** The bulk status bar's payload (SPEC §3): notes = task ids, plantId = the status code. */
export const bulkTaskStatusSchema = z
  .object({
    notes: z
      .string()
      .trim()
      .regex(/^\d+(,\d+)*$/, 'Choose at least one task.'),
    plantId: z.coerce
      .number()
      .int()
      .min(TASK_STATUS.Completed, 'Choose a status.')
      .max(TASK_STATUS.Skip, 'Choose a status.'),
    dateCompleted: z.string().trim().optional(),
  })
  .refine((body) => body.plantId !== TASK_STATUS.Completed || Boolean(body.dateCompleted), {
    message: 'Please enter a completed date',
    path: ['dateCompleted'],
  });
export type BulkTaskStatus = z.input<typeof bulkTaskStatusSchema>;
/** SPEC §3: code 0 means success. */
export const bulkTaskStatusResponseSchema = z.object({
  code: z.number().int(),
  Updated: z.number().int(),
  message: z.string(),
});
export type BulkTaskStatusResponse = z.infer<typeof bulkTaskStatusResponseSchema>;
/** The most tasks one bulk call may change (a page is 20; select-all of a long list stays bounded). */
export const BULK_TASK_MAX = 500;

/** GET users/{uid}/UserTask/{id}: one task with the facts behind its date. */
export const taskDetailsSchema = taskSchema.extend({
  YardName: z.string(),
  BotanicalName: z.string(),
  /** How the due date was found: "2 weeks after your last spring frost (Apr 3)". */
  DateReason: z.string(),
  /** The plant's care activity logged when the task was completed, 0 if none. */
  PlantActivityId: z.number().int(),
});
export type TaskDetails = z.infer<typeof taskDetailsSchema>;

/** PUT users/{uid}/UserTask/{id}: move, annotate or change the status of one task. */
export const taskUpdateSchema = z
  .object({
    dueDate: calendarDateSchema('due date').optional(),
    Notes: z.string().trim().max(1000, 'The notes are too long.').optional(),
    taskStatusId: z.coerce
      .number()
      .int()
      .min(TASK_STATUS.Completed, 'Choose a status.')
      .max(TASK_STATUS.Skip, 'Choose a status.')
      .optional(),
    dateCompleted: z.string().trim().optional(),
  })
  .refine((body) => body.taskStatusId !== TASK_STATUS.Completed || Boolean(body.dateCompleted), {
    message: 'Please enter a completed date',
    path: ['dateCompleted'],
  });
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskPathSchema = userPathSchema.extend({
  id: wholeId('task id'),
});
/** DELETE users/{uid}/UserTask/{id}?series=1 also ends the gardener's repeating task it belongs to. */
export const taskDeleteQuerySchema = z.object({
  series: z.coerce.number().int().min(0).max(1).default(0),
});

/** The most days between repeats of a custom task, and how far ahead a series may run. */
export const CUSTOM_TASK_REPEAT_MAX_DAYS = 365;
export const CUSTOM_TASK_TYPE_MAX_LENGTH = 60;

/**
 * POST users/{uid}/UserTasks: Id 0 adds a task of the gardener's own for a plant in a zone
 * (link kind 35), once or every N days from StartDate (until EndDate, or a year); an Id
 * above 0 changes that task rule, and its pending tasks follow.
 */
export const customTaskInputSchema = z
  .object({
    Id: z.number().int().nonnegative().default(0),
    PlantZoneId: z
      .number({ message: 'Choose the plant (and its zone) the task is for.' })
      .int()
      .positive('Choose the plant (and its zone) the task is for.'),
    TaskType: z
      .string()
      .trim()
      .min(1, 'Please enter what to do.')
      .max(CUSTOM_TASK_TYPE_MAX_LENGTH, `Keep it under ${CUSTOM_TASK_TYPE_MAX_LENGTH} characters.`),
    CareCategoryId: z.number().int().nonnegative().default(0),
    StartDate: calendarDateSchema('start date'),
    RepeatEveryDays: z
      .number({ message: 'Enter how many days between repeats (0 for once).' })
      .int('Enter whole days.')
      .min(0, 'Enter how many days between repeats (0 for once).')
      .max(CUSTOM_TASK_REPEAT_MAX_DAYS, `Repeat at most every ${CUSTOM_TASK_REPEAT_MAX_DAYS} days.`)
      .default(0),
    EndDate: calendarDateSchema('end date').nullable().default(null),
    Notes: z.string().trim().max(1000, 'The notes are too long.').default(''),
  })
  .refine((task) => task.EndDate === null || task.EndDate >= task.StartDate, {
    message: 'The end date must not be before the start date.',
    path: ['EndDate'],
  });
export type CustomTaskInput = z.input<typeof customTaskInputSchema>;

/** A gardener's own task rule (SPEC §3 Task.userTaskRuleId). */
export const customTaskSchema = z.object({
  Id: z.number().int(),
  PlantZoneId: z.number().int(),
  PlantId: z.number().int(),
  CommonName: z.string(),
  ZoneName: z.string(),
  TaskType: z.string(),
  CareCategoryId: z.number().int(),
  StartDate: z.string(),
  RepeatEveryDays: z.number().int(),
  EndDate: z.string().nullable(),
  Notes: z.string(),
  /** The next pending task of the rule, null when none is left. */
  NextDueDate: z.string().nullable(),
});
export type CustomTask = z.infer<typeof customTaskSchema>;
/** GET users/{uid}/UserTask: the gardener's own task rules. */
export const customTasksResponseSchema = z.array(customTaskSchema);

/** GET Users/{uid}/PlantUserTask/{plantId}/: a plant's tasks in the gardener's zones. */
export const plantTasksSchema = z.object({
  /** Pending and suspended tasks, soonest first (past due included). */
  Upcoming: z.array(taskSchema),
  /** The most recent completed tasks, newest first. */
  Completed: z.array(taskSchema),
  CustomTasks: z.array(customTaskSchema),
});
export type PlantTasks = z.infer<typeof plantTasksSchema>;

/** The private calendar feed (iCal) of a gardener's tasks. */
export const calendarFeedSchema = z.object({
  Active: z.boolean(),
  CreatedAt: z.string().nullable(),
  /** Only in the answer that made the address: it is secret and kept only as a hash. */
  Url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedPathSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'This is not a calendar address.'),
});
