import {
  bulkTaskStatusResponseSchema,
  careCategoriesResponseSchema,
  calendarFeedSchema,
  customTaskSchema,
  customTasksResponseSchema,
  ddpdtResponseSchema,
  doneMessageSchema,
  plantActivitiesResponseSchema,
  plantActivitySchema,
  plantFactSuggestionResponseSchema,
  plantTasksSchema,
  sortFilterResponseSchema,
  taskDetailsSchema,
  taskPageSchema,
  TASK_LIST_SORT_FILTER_ID,
  type BulkTaskStatus,
  type BulkTaskStatusResponse,
  type CareCategory,
  type CalendarFeed,
  type CustomTask,
  type CustomTaskInput,
  type DdpdtResponse,
  type DoneMessage,
  type PlantActivity,
  type PlantActivityInput,
  type PlantFactSuggestion,
  type PlantFactSuggestionResponse,
  type PlantTasks,
  type SortFilterResponse,
  type TaskDetails,
  type TaskListQuery,
  type TaskPage,
  type TaskSortFilter,
  type TaskUpdate,
} from '../contracts';
import { parseWith, queryString, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/**
 * Tasks are made from the garden: every task read provides 'Garden' too, so adding,
 * moving or removing a plant (mfe-yards, mfe-plants) refreshes the task lists at once.
 * Task changes invalidate 'Tasks'; activities logged by completing a task are 'CareLog'.
 */
const TASK_READ = ['Tasks', 'Garden'] as const;
const TASKS = ['Tasks'] as const;
const TASKS_AND_LOG = ['Tasks', 'CareLog'] as const;

export const tasksApi = thriveApi.injectEndpoints({
  endpoints: (build) => ({
    /** Watering ... Weeding with their icons (SPEC §7 Categories/0/GetCareCategories). */
    getCareCategories: build.query<CareCategory[], void>({
      query: () => 'Categories/0/GetCareCategories',
      transformResponse: parseWith(careCategoriesResponseSchema),
      keepUnusedDataFor: 3600,
    }),
    getTasks: build.query<TaskPage, TaskListQuery>({
      query: (query) => `users/{uid}/UserTasks${queryString(query)}`,
      transformResponse: parseWith(taskPageSchema),
      providesTags: TASK_READ,
    }),
    getTask: build.query<TaskDetails, number>({
      query: (id) => `users/{uid}/UserTask/${id}`,
      transformResponse: parseWith(taskDetailsSchema),
      providesTags: TASK_READ,
    }),
    updateTask: build.mutation<TaskDetails, { id: number } & TaskUpdate>({
      query: ({ id, ...body }) => send('PUT', `users/{uid}/UserTask/${id}`, body),
      transformResponse: parseWith(taskDetailsSchema),
      invalidatesTags: TASKS_AND_LOG,
    }),
    deleteTask: build.mutation<DoneMessage, { id: number; series?: boolean }>({
      query: ({ id, series = false }) =>
        send('DELETE', `users/{uid}/UserTask/${id}?series=${series ? 1 : 0}`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: TASKS,
    }),
    /** SPEC §4 bulk status: code 0 is success, anything else a failure the bar reports. */
    updateTaskStatus: build.mutation<BulkTaskStatusResponse, BulkTaskStatus>({
      query: (body) => send('PUT', 'users/{uid}/UpdateTaskStatus', body),
      transformResponse: parseWith(bulkTaskStatusResponseSchema),
      invalidatesTags: TASKS_AND_LOG,
    }),
    getCustomTasks: build.query<CustomTask[], void>({
      query: () => 'users/{uid}/UserTask',
      transformResponse: parseWith(customTasksResponseSchema),
      providesTags: TASK_READ,
    }),
    saveCustomTask: build.mutation<CustomTask, CustomTaskInput>({
      query: (body) => send('POST', 'users/{uid}/UserTasks', body),
      transformResponse: parseWith(customTaskSchema),
      invalidatesTags: TASKS,
    }),
    getTaskSortFilter: build.query<SortFilterResponse, void>({
      query: () => `users/{uid}/SortFilter/${TASK_LIST_SORT_FILTER_ID}`,
      transformResponse: parseWith(sortFilterResponseSchema),
      providesTags: ['TaskSettings'],
    }),
    /** The list already asks with the new choices: saving them need not fetch it again. */
    saveTaskSortFilter: build.mutation<SortFilterResponse, Partial<TaskSortFilter>>({
      query: (body) => send('PUT', `users/{uid}/SortFilter/${TASK_LIST_SORT_FILTER_ID}`, body),
      transformResponse: parseWith(sortFilterResponseSchema),
      invalidatesTags: ['TaskSettings'],
    }),
    /** The server applies DDPDT to the list, so the list is fetched again. */
    toggleDdpdt: build.mutation<DdpdtResponse, void>({
      query: () => send('POST', 'users/{uid}/toggleDDPDT', {}),
      transformResponse: parseWith(ddpdtResponseSchema),
      invalidatesTags: ['TaskSettings', 'Tasks'],
    }),
    getPlantTasks: build.query<PlantTasks, number>({
      query: (plantId) => `Users/{uid}/PlantUserTask/${plantId}/`,
      transformResponse: parseWith(plantTasksSchema),
      providesTags: TASK_READ,
    }),
    getPlantActivities: build.query<PlantActivity[], number>({
      query: (plantId) => `Users/{uid}/PlantActivities/${plantId}/`,
      transformResponse: parseWith(plantActivitiesResponseSchema),
      providesTags: ['CareLog'],
    }),
    getPlantActivity: build.query<PlantActivity, number>({
      query: (id) => `Users/{uid}/PlantActivity/${id}/`,
      transformResponse: parseWith(plantActivitySchema),
      providesTags: ['CareLog'],
    }),
    savePlantActivity: build.mutation<PlantActivity, PlantActivityInput>({
      query: (body) => send('POST', 'users/{uid}/PlantActivity', body),
      transformResponse: parseWith(plantActivitySchema),
      invalidatesTags: ['CareLog'],
    }),
    deletePlantActivity: build.mutation<DoneMessage, number>({
      query: (id) => send('DELETE', `users/{uid}/PlantActivity/${id}`),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: ['CareLog'],
    }),
    suggestPlantChange: build.mutation<PlantFactSuggestionResponse, PlantFactSuggestion>({
      query: (body) => send('POST', 'users/{uid}/PlantSuggestion', body),
      transformResponse: parseWith(plantFactSuggestionResponseSchema),
    }),
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => 'users/{uid}/CalendarFeed',
      transformResponse: parseWith(calendarFeedSchema),
      providesTags: ['CalendarFeed'],
    }),
    /** Makes a new secret address (the old one stops working); the answer holds its Url once. */
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => send('POST', 'users/{uid}/CalendarFeed', {}),
      transformResponse: parseWith(calendarFeedSchema),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<DoneMessage, void>({
      query: () => send('DELETE', 'users/{uid}/CalendarFeed'),
      transformResponse: parseWith(doneMessageSchema),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const {
  useGetCareCategoriesQuery,
  useGetTasksQuery,
  useLazyGetTasksQuery,
  useGetTaskQuery,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useUpdateTaskStatusMutation,
  useGetCustomTasksQuery,
  useSaveCustomTaskMutation,
  useGetTaskSortFilterQuery,
  useSaveTaskSortFilterMutation,
  useToggleDdpdtMutation,
  useGetPlantTasksQuery,
  useGetPlantActivitiesQuery,
  useGetPlantActivityQuery,
  useSavePlantActivityMutation,
  useDeletePlantActivityMutation,
  useSuggestPlantChangeMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = tasksApi;
