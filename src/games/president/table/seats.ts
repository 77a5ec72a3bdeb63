/** The learner's seat at President's table (its own module, so narration used in lessons does not pull in the table machine). */
export const LEARNER = 0;
