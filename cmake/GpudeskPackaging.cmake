# Desktop integration and the Debian package (cpack -G DEB).
set(GPUDESK_APP_ID io.github.gpudesk.gpudesk)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/${GPUDESK_APP_ID}.desktop DESTINATION share/applications)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/${GPUDESK_APP_ID}.metainfo.xml DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/gpudesk.svg
        DESTINATION share/icons/hicolor/scalable/apps RENAME ${GPUDESK_APP_ID}.svg)
# What Debian asks of every package: the copyright, and the changelog gzipped reproducibly.
install(FILES ${PROJECT_SOURCE_DIR}/packaging/copyright DESTINATION share/doc/gpudesk)
add_custom_command(OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz
  COMMAND sh -c "gzip -9nc '${PROJECT_SOURCE_DIR}/packaging/changelog' > '${CMAKE_CURRENT_BINARY_DIR}/changelog.gz'"
  DEPENDS ${PROJECT_SOURCE_DIR}/packaging/changelog
  VERBATIM)
add_custom_target(gpudesk_changelog ALL DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz DESTINATION share/doc/gpudesk)

set(CPACK_PACKAGE_NAME gpudesk)
set(CPACK_PACKAGE_VENDOR "The gpudesk developers")
set(CPACK_PACKAGE_CONTACT "The gpudesk developers <gpudesk@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "A desktop console and a command-line client (gpudeskctl) for renting cloud\n\
GPUs by the hour, with the cost meter always in view: create an instance, log\n\
in over SSH, move files onto it, watch its card, diagnose why it cannot be\n\
reached, and stop it before it burns your money. It reaches RunPod, Vast.ai,\n\
a lab's Slurm cluster, and a local sandbox platform (gpudesk-sandbox) that\n\
works offline with play money.")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
# Library dependencies come from the binaries themselves; the sandbox runs the system's sshd.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, openssh-server, openssh-client")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libqt6svg6, fonts-noto-cjk")
include(CPack)
