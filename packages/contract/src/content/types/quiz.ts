import { defaultColumns, defineContentType } from '../definition.ts';
import { choiceField, imageFields, textareaField, urlField } from '../field-helpers.ts';

export const quiz = defineContentType({
  type: 'quiz',
  label: 'Quiz',
  pluralLabel: 'Quizzes',
  route: '/quizzes',
  calls: {
    list: 'quiz-service/get-all-quizzes',
    get: 'quiz-service/get-quiz',
    create: 'quiz-service/create-quiz',
    update: 'quiz-service/update-quiz',
    delete: 'quiz-service/delete-quiz',
  },
  tagLevel: 'quiz',
  categoryLevel: 'quiz',
  isDescriptionRequired: true,
  tabLabel: 'Quiz Options',
  fields: [
    choiceField('quiz_type', 'Quiz Type', ['IFRAME', 'SCRIPT'], { required: true }),
    textareaField('quiz_script', 'Quiz Script', 1024, { onlyWhen: { field: 'quiz_type', in: ['SCRIPT'] } }),
    urlField('quiz_link', 'Quiz Link', 1024, { onlyWhen: { field: 'quiz_type', in: ['IFRAME'] } }),
    ...imageFields(['240x220', '728x380', '420x220', '1700x700']),
  ],
  columns: ['id', 'title', 'quiz_type', ...defaultColumns.slice(2)],
});
