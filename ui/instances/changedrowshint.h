#pragma once

#include <vector>

/// A model that can say, while it emits dataChanged() for a span, which rows of that span really
/// changed: a poll that changes every tenth of ten thousand rows emits one signal for nearly all
/// of them, and a proxy that reads every row's sort key again spends its time on rows that did
/// not move (InstanceSortProxy).
class ChangedRowsHint
{
public:
    /// The rows of the dataChanged() being emitted that changed, in ascending order; null where
    /// every row of its span may have (and outside an emission).
    virtual const std::vector<int> *changedRows() const = 0;

protected:
    ~ChangedRowsHint() = default;
};
