#pragma once

#include "core/api/apiresult.h"

#include <functional>

class QObject;

/// The answer of a call that answers nothing but success (HTTP 204).
struct Nothing
{
    bool operator==(const Nothing &) const = default;
};

/// One optional part of a platform: a group of calls that a platform either has, whole, or has not
/// (core/api/). A platform provides a facet by inheriting it; the console asks
/// Platform::facet<F>() and offers the page or action only where the answer is not null, so no
/// platform answers a call it does not have with a refusal.
///
/// Every call takes a context object: the callback runs on the caller's thread, and not at all if the
/// context was destroyed first.
class PlatformFacet
{
public:
    template <typename T> using Done = std::function<void(const ApiResult<T> &)>;

    virtual ~PlatformFacet();

protected:
    PlatformFacet() = default;
    PlatformFacet(const PlatformFacet &) = delete;
    PlatformFacet &operator=(const PlatformFacet &) = delete;
};
