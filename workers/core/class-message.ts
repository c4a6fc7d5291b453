// "Message attendees" (decision 066): the limits of staff's message to a class's attendees, one
// rule for the console's form and the api (POST classes/{id}/message).
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;
