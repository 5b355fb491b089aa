import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from '../../lib/router/router.tsx';
import { Pager } from '../../ui/pager/pager.tsx';
import { RichText } from '../../ui/rich-text/rich-text.tsx';
import { usePost } from './api/get-post.ts';
import { usePosts } from './api/get-posts.ts';

const stamp = (time: string) => time.replace(' ', 'T');

/** News and blog posts, newest first, ten to a page. */
export function PostList() {
  const { t } = useTranslation('help');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = usePosts(page);
  if (isError && !data) {
    return (
      <div role="alert" className="help-state">
        <p>{t('error')}</p>
        <button type="button" className="button" onClick={() => refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (isPending) return <div className="help-state" aria-busy="true" />;
  return (
    <section aria-labelledby="help-news-title">
      <h2 id="help-news-title" className="help-article-title">
        {t('news')}
      </h2>
      {data.list.length === 0 && <p className="help-muted">{t('newsEmpty')}</p>}
      <ul className="help-posts">
        {data.list.map((post) => (
          <li key={post.id} className="help-post">
            <span className="help-post-kind">{t(`postKind.${post.kind}`)}</span>
            <h3>
              <Link to={`/help?topic=news&post=${post.id}`}>{post.title}</Link>
            </h3>
            <time dateTime={stamp(post.time)}>{post.time}</time>
            {post.summary && <p>{post.summary}</p>}
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && <Pager label={t('newsPages')} page={page} pages={data.totalPages} onPage={setPage} />}
    </section>
  );
}

/** One post in full. */
export function PostView({ id }: { id: number }) {
  const { t } = useTranslation('help');
  const { data, isPending, isError } = usePost(id);
  return (
    <article className="help-article" aria-busy={isPending || undefined}>
      <Link to="/help?topic=news" className="help-back">
        {t('backToNews')}
      </Link>
      {isError && <p className="help-muted">{t('notFound')}</p>}
      {data && (
        <>
          <span className="help-post-kind">{t(`postKind.${data.kind}`)}</span>
          <h2 className="help-article-title">{data.title}</h2>
          <time className="help-muted" dateTime={stamp(data.time)}>
            {data.time}
          </time>
          <RichText html={data.content} />
        </>
      )}
    </article>
  );
}
