#pragma once

#include <QStringList>

/// The schema, one entry per version: entry N-1 takes a database from version N-1 to N. Entries
/// are only ever appended; a released entry is never edited, since databases in the field have
/// already run it.
namespace Migrations {
const QList<QStringList> &all();
}
