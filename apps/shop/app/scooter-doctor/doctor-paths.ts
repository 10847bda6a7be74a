// The addresses of Felkodsdoktorn: the start, a model's codes, a model and code's answer, and
// the workshop booking it hands over to (with the model and code filled in).
export const DOCTOR_PATH = "/felkod";

export const modelPath = (model: string): string => `${DOCTOR_PATH}/${model}`;

export const answerPath = (model: string, code: number): string =>
  `${DOCTOR_PATH}/${model}/${code}`;

export const bookingPath = (model: string, code: number): string =>
  `/verkstad/boka?${new URLSearchParams({ modell: model, felkod: String(code) })}`;
