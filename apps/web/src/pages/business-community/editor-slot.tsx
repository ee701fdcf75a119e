import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import type { EditorSlot } from '@/features/business-community/components/PostForm';

/** The community board's one rich-text editor, uploading through the small-business community's image call. */
export const businessCommunityEditor: EditorSlot = ({ label, initialHtml, onChange, uploadImages }) => (
  <RichTextEditor label={label} initialHtml={initialHtml} onChange={onChange} uploadImages={uploadImages} />
);
