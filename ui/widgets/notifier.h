#pragma once

#include <QString>

/// Desktop notifications (an instance stopped on its own, the console left running in the tray);
/// tests record them instead.
class Notifier
{
public:
    virtual ~Notifier();
    virtual void notify(const QString &title, const QString &text) = 0;
};
