#pragma once

#include "core/doctor/imagesizeprobe.h"
#include "core/model/instance.h"

#include <QDialog>

#include <optional>

class Console;
class SshRemote;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

/// "Save image…" on a running instance: what the image would hold, measured over SSH (the system
/// disk and what makes it big), the caches cleaned in one click, an image that would not fit said
/// so with what to move to the data disk (and not asked of the platform), then the instance stopped
/// and saved in one step.
class SaveImageDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SaveImageDialog)
public:
    SaveImageDialog(Console &console, SshRemote &ssh, const Instance &instance, QWidget *parent = nullptr);
    ~SaveImageDialog() override;

    QLineEdit *nameField() const { return m_name; }
    QTableWidget *items() const { return m_items; }
    QLabel *summary() const { return m_summary; }
    QPushButton *cleanButton() const { return m_clean; }
    QPushButton *saveButton() const { return m_save; }

Q_SIGNALS:
    /// A measure came back (or failed): tests wait on it.
    void measured();
    /// The instance was stopped and its image asked for.
    void saving();

private:
    void measure();
    void display(const ImageSizeProbe::Reading &reading);
    void clean();
    void stopAndSave();

    Console &m_console;
    SshRemote &m_ssh;
    const Instance m_instance;
    qint64 m_max = 0;
    bool m_stopping = false;
    QLineEdit *m_name;
    QLabel *m_summary;
    QTableWidget *m_items;
    QPushButton *m_clean;
    QPushButton *m_save;
};
