import { COMMUNITY_MAX_IMAGES, COMMUNITY_MESSAGES } from '@onfan/contracts/community';
import { IMAGE_ACCEPT } from '@onfan/contracts/upload';
import Image from '@tiptap/extension-image';
import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { modal } from '@/lib/modal/modal-service';
import { uploadEditorImages } from '../community-api';
import { VideoEmbed, youtubeEmbedUrl } from './video-embed';
import styles from './Community.module.css';

export const EDITOR_TEXT = {
  toolbar: '서식 도구',
  bold: '굵게',
  italic: '기울임',
  heading: '소제목',
  bulletList: '글머리 목록',
  orderedList: '번호 목록',
  quote: '인용',
  image: '이미지 올리기',
  video: '동영상 넣기',
  undo: '실행 취소',
  redo: '다시 실행',
  uploading: '이미지를 올리는 중입니다.',
  videoPrompt: '유튜브 동영상 주소를 입력해주세요.',
  videoLabel: '동영상 주소',
  imageHelp: `이미지는 한 번에 ${COMMUNITY_MAX_IMAGES}개까지, JPG·PNG·GIF·WEBP 파일을 올릴 수 있습니다.`,
} as const;

/**
 * An image's own width and height, kept on the `<img>` so a reader's page reserves its space before the picture
 * arrives (nothing below it moves, CLS). Nothing when the browser cannot decode it here; the image still goes in.
 */
async function sizeOf(file: File): Promise<{ width: number; height: number } | Record<string, never>> {
  if (typeof createImageBitmap !== 'function') return {};
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** A name for an uploaded image's alt text: its file name without the extension. */
function altOf(file: File): string {
  const name = file.name.replace(/\.[^.]+$/, '').trim();
  return name ? `첨부 이미지: ${name}` : '첨부 이미지';
}

/** A tool of the toolbar, named by its visible Korean text (no icon font, nothing to guess). */
function ToolButton({
  label,
  active,
  disabled,
  onClick,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // The editor keeps its selection: pressing a tool never moves focus away from the text first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function Toolbar({ editor, onImage, busy }: { editor: Editor; onImage: () => void; busy: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const addVideo = async () => {
    const url = await modal.prompt(EDITOR_TEXT.videoPrompt, { label: EDITOR_TEXT.videoLabel });
    if (url === null || !url.trim()) return;
    const src = youtubeEmbedUrl(url);
    if (!src) {
      await modal.alert(COMMUNITY_MESSAGES.invalidVideoUrl);
      return;
    }
    // The frame, then an empty paragraph so writing goes on under it.
    chain()
      .insertContent([{ type: 'videoEmbed', attrs: { src } }, { type: 'paragraph' }])
      .run();
  };
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={EDITOR_TEXT.toolbar}>
      <ToolButton label={EDITOR_TEXT.bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={EDITOR_TEXT.italic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton
        label={EDITOR_TEXT.heading}
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label={EDITOR_TEXT.bulletList}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label={EDITOR_TEXT.orderedList}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label={EDITOR_TEXT.quote} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <ToolButton label={EDITOR_TEXT.image} disabled={busy} onClick={onImage} />
      <ToolButton label={EDITOR_TEXT.video} onClick={() => void addVideo()} />
      <ToolButton label={EDITOR_TEXT.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <ToolButton label={EDITOR_TEXT.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

/**
 * The post body's rich-text editor (TipTap, MIT parts): paragraphs, a heading level, lists, quotes, images uploaded
 * through nhn/multi-upload (at most 4 at once) and YouTube embeds. It writes HTML; the server sanitizes it with the
 * one allow-list, so what is saved is what is shown.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  isRequired,
  uploadImages = uploadEditorImages,
}: {
  /** Where the images go (at most 4 at once): nhn/multi-upload unless a feature has its own upload call. */
  uploadImages?: (files: readonly File[]) => Promise<string[]>;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  isRequired?: boolean;
}) {
  const labelId = useId();
  const helpId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [3] }, link: false, underline: false, code: false, codeBlock: false }),
      Image.configure({ inline: false }),
      VideoEmbed,
    ],
    content: initialHtml,
    // TipTap's own <style> element would be refused by the CSP; its few rules are in Community.module.css.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: styles.editorBody ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        ...(isRequired ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const upload = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (fileRef.current) fileRef.current.value = '';
    if (!editor || files.length === 0) return;
    if (files.length > COMMUNITY_MAX_IMAGES) {
      await modal.alert(COMMUNITY_MESSAGES.tooManyImages);
      return;
    }
    setBusy(true);
    try {
      const [urls, sizes] = await Promise.all([uploadImages(files), Promise.all(files.map(sizeOf))]);
      editor
        .chain()
        .focus()
        // The images, then an empty paragraph: writing goes on under them, and nothing typed next replaces them.
        .insertContent([
          ...urls.map((src, i) => ({ type: 'image', attrs: { src, alt: altOf(files[i]!), ...sizes[i] } })),
          { type: 'paragraph' },
        ])
        .run();
    } catch (error) {
      await modal.alert(error instanceof Error ? error.message : COMMUNITY_MESSAGES.imageUploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.editorLabel}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {editor ? <Toolbar editor={editor} busy={busy} onImage={() => fileRef.current?.click()} /> : null}
      <EditorContent editor={editor} className={styles.editorFrame} />
      <p id={helpId} className={styles.help}>
        {busy ? EDITOR_TEXT.uploading : EDITOR_TEXT.imageHelp}
      </p>
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => void upload(e.target.files)}
      />
    </div>
  );
}
