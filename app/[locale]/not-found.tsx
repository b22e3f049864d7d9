import { NotFound, notFoundMetadata } from "@/components/feedback/NotFound";

export const generateMetadata = notFoundMetadata;

export default NotFound;
