#pragma once

#include <QtGlobal>

/// Which answer is still wanted when a page asks again before the last answer came (a filter
/// changed, a refresh, a new search): each request takes a ticket, and only the newest ticket's
/// answer is shown; an older one is dropped when it arrives. A follow-up that belongs to the
/// request now wanted (its next page) takes current().
class LatestRequest
{
public:
    /// A new request: every ticket given before is stale from now on.
    quint64 next() { return ++m_latest; }
    quint64 current() const { return m_latest; }
    bool isLatest(quint64 ticket) const { return ticket == m_latest; }

private:
    quint64 m_latest = 0;
};
