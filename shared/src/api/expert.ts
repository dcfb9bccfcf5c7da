import {
  expertQuestionListSchema,
  expertQuestionSchema,
  expertSponsorResponseSchema,
  referenceListResponseSchema,
  type AskAnExpertInput,
  type ExpertQuestion,
  type ExpertQuestionList,
  type ExpertQuestionsQuery,
  type ReferenceItem,
  type Sponsor,
} from '../contracts';
import { parseWith, queryString, send } from './endpoint-helpers';
import { thriveApi } from './thrive-api';

/** The topics change only with a data release. */
const TOPIC_LIST_SECONDS = 3600;

/**
 * Ask the expert (SPEC §1, §6 sponsor Desc 1, §7 AskAnExpert, ExpertTopics, ExpertSponsor):
 * the question form in mfe-plants (plants/askexpert) and the questions with their answers in
 * mfe-account (help/questions). A question asked refreshes the list ('ExpertQuestions', a
 * tag of this domain only).
 */
export const expertApi = thriveApi.enhanceEndpoints({ addTagTypes: ['ExpertQuestions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The selected sponsor when it offers its own expert (SPEC §6), else null: ours answers. */
    getExpertSponsor: build.query<Sponsor | null, void>({
      query: () => 'Users/0/ExpertSponsor',
      transformResponse: parseWith(expertSponsorResponseSchema),
      providesTags: ['Sponsor'],
    }),
    getExpertTopics: build.query<ReferenceItem[], void>({
      query: () => 'Common/0/ExpertTopics',
      transformResponse: parseWith(referenceListResponseSchema),
      keepUnusedDataFor: TOPIC_LIST_SECONDS,
    }),
    getExpertQuestions: build.query<ExpertQuestionList, ExpertQuestionsQuery>({
      query: (query) => `users/{uid}/ExpertQuestions${queryString(query)}`,
      transformResponse: parseWith(expertQuestionListSchema),
      providesTags: ['ExpertQuestions'],
    }),
    /** A 400 names the field at fault; 429 says the day's questions are used up. */
    askAnExpert: build.mutation<ExpertQuestion, AskAnExpertInput>({
      query: (body) => send('POST', 'users/{uid}/AskAnExpert', body),
      transformResponse: parseWith(expertQuestionSchema),
      invalidatesTags: ['ExpertQuestions'],
    }),
    /**
     * The gardener opened question `id`'s answer. The lists on screen take the answer at
     * once, one unread fewer, without reading them again.
     */
    markExpertQuestionRead: build.mutation<ExpertQuestion, number>({
      query: (id) => send('POST', `users/{uid}/ExpertQuestions/${id}/Read`),
      transformResponse: parseWith(expertQuestionSchema),
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const read = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!read) return;
        const cached = expertApi.util.selectCachedArgsForQuery(getState(), 'getExpertQuestions');
        const lists = cached.map(
          (args) => expertApi.endpoints.getExpertQuestions.select(args)(getState()).data,
        );
        const wasUnread = lists.some((list) =>
          list?.Items.some((item) => item.Id === read.Id && !item.IsRead),
        );
        for (const args of cached)
          dispatch(
            expertApi.util.updateQueryData('getExpertQuestions', args, (list) => {
              if (wasUnread && read.IsRead) list.UnreadCount = Math.max(0, list.UnreadCount - 1);
              const at = list.Items.findIndex((item) => item.Id === read.Id);
              if (at >= 0) list.Items[at] = read;
            }),
          );
      },
    }),
  }),
});

export const {
  useGetExpertSponsorQuery,
  useGetExpertTopicsQuery,
  useGetExpertQuestionsQuery,
  useAskAnExpertMutation,
  useMarkExpertQuestionReadMutation,
} = expertApi;
