import { defineFeature } from '../../platform/feature';
import { registerStudentRoutes } from './students.routes';

export const studentsFeature = defineFeature({
  name: 'students',
  flag: 'showStudents',
  routes: [registerStudentRoutes],
});
