// The site's fixed messages, word for word, in one place: clients and tests depend on them.
export const MESSAGES = {
  registerFailure: "Failed to register user.",
  pictureUploadFailed: "Failed to upload image.",
  pictureDeleteFailed: "Failed to delete image.",
  pictureDeleteError: "Something went wrong during image delete.",
  imageTooLarge: "Image size exceeds 2MB. Please upload a smaller image.",
  screenshotBlocked: "Screenshots are not allowed on this page.",
  linkCopied: "Profile link copied to clipboard!",
  empty: {
    noImages: "No images uploaded yet.",
    imagesNotFound: "Images not found.",
    videosNotFound: "Videos not found.",
    portfolioMissing: "Portfolio not available.",
    portfolioMissingShort: "Portfolio not available",
    noDetails: "No details available for this category.",
    detailsNotAddedYet: "This member hasn't added details yet.",
    noForm: "No form available for this category.",
  },
  notFound: "Page Not Found",
} as const;
