#pragma once

// Small helpers for the tests that click through the create wizard.
#include "ui/create/createwizard.h"

#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

/// The wizard's child named `name`; a test failure when there is none.
template <typename T> T *child(QWidget *parent, const char *name)
{
    T *found = parent->findChild<T *>(QString::fromLatin1(name));
    EXPECT_TRUE(found) << name;
    return found;
}

/// The row of a wizard table whose first column holds `id` (as Qt::UserRole); -1 when none.
inline int rowOf(QTableWidget *table, const QString &id)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->data(Qt::UserRole).toString() == id)
            return row;
    }
    return -1;
}

/// Whether the wizard has read its options within 10 s.
inline bool loaded(CreateWizard &wizard)
{
    return QTest::qWaitFor([&] { return wizard.isLoaded(); }, 10000);
}
