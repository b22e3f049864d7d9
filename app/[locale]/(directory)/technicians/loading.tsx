import { ListingSkeleton } from "@/components/feedback/Skeletons";

export default ListingSkeleton;
