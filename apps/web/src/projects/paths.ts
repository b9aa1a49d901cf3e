/** Where the projects area lives; its forms return here. */
export const projectsListPath = '/projects';
